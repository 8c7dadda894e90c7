import type { LetterGroupId, LetterType } from 'shared/contract';
import type { z } from 'zod';
import type { LetterLanguage } from './language';
import { acceptASettlementTemplate } from './templates/accept-a-settlement';
import { accountCorrectionsTemplate } from './templates/account-corrections';
import { adjustBalanceTemplate } from './templates/adjust-balance';
import { changeRatingTemplate } from './templates/change-rating';
import { consumerStatementTemplate } from './templates/consumer-statement';
import { creditReportRequestTemplate } from './templates/credit-report-request';
import { disputeCreditorTemplate } from './templates/dispute-creditor';
import { doesNotHaveAccountTemplate } from './templates/does-not-have-account';
import { errorOfAddressTemplate } from './templates/error-of-address';
import { errorOfEmploymentTemplate } from './templates/error-of-employment';
import { errorOfNameTemplate } from './templates/error-of-name';
import { errorOnCreditFileTemplate } from './templates/error-on-credit-file';
import { latePaymentTemplate } from './templates/late-payment';
import { noLongerResponsibleTemplate } from './templates/no-longer-responsible';
import { offerASettlementTemplate } from './templates/offer-a-settlement';
import { outdatedItemTemplate } from './templates/outdated-item';
import { removeLatePaymentTemplate } from './templates/remove-late-payment';
import { statuteBarredAccountTemplate } from './templates/statute-barred-account';
import { unauthorizedInquiryTemplate } from './templates/unauthorized-inquiry';
import type {
  LetterBuildOptions,
  LetterDocument,
  LetterPersonalData,
  LetterTemplate,
} from './types';

/** The outcome of turning a generate body into documents. */
export type LetterBuildResult =
  | { ok: true; input: unknown; documents: LetterDocument[] }
  | { ok: false; error: z.ZodError }
  /** The template's own check refused the body (LetterTemplate.refuse): field messages. */
  | { ok: false; refused: Record<string, string> };

/** A template with its input type hidden, so templates of different inputs share one table. */
export interface RegisteredLetter {
  readonly type: LetterType;
  readonly group: LetterGroupId;
  /** The template's own schema, for routes that validate up front. */
  readonly input: z.ZodType;
  /**
   * Validates the body (less `letter`) and builds the documents, in the body's `language`
   * (English when absent).
   */
  build(
    body: unknown,
    personal: LetterPersonalData,
    options: RequestBuildOptions,
  ): LetterBuildResult;
  /**
   * Builds again from a stored input snapshot: the body as this template's schema output it,
   * less its password (which the schema would ask for again). Used to say how to send a stored
   * letter; never to make one from a client's body. (Optional so test doubles may omit it.)
   */
  rebuild?(
    storedInput: unknown,
    personal: LetterPersonalData,
    options: RequestBuildOptions,
  ): LetterDocument[];
}

/** What a caller gives a build: everything but the language, which the body itself carries. */
export type RequestBuildOptions = Omit<LetterBuildOptions, 'language'>;

/**
 * The language a body (or a stored snapshot of one) asks for: its `language`, English when
 * absent (a letter stored before issue 15 has none, and was written in English).
 */
export function languageOf(input: unknown): LetterLanguage {
  const language =
    typeof input === 'object' && input !== null && 'language' in input
      ? (input as { language?: unknown }).language
      : undefined;
  return language === 'fr' ? 'fr' : 'en';
}

export function registerLetter<Input>(template: LetterTemplate<Input>): RegisteredLetter {
  return {
    type: template.type,
    group: template.group,
    input: template.input,
    build(body, personal, requestOptions) {
      const parsed = template.input.safeParse(body);
      if (!parsed.success) return { ok: false, error: parsed.error };
      const options = { ...requestOptions, language: languageOf(parsed.data) };
      const refused = template.refuse?.(parsed.data, personal, options) ?? null;
      if (refused) return { ok: false, refused };
      return {
        ok: true,
        input: parsed.data,
        documents: template.build(parsed.data, personal, options),
      };
    },
    rebuild(storedInput, personal, requestOptions) {
      // The snapshot is what this schema output when the letter was made (generate.ts).
      const options = { ...requestOptions, language: languageOf(storedInput) };
      return template.build(storedInput as Input, personal, options);
    },
  };
}

/**
 * Every letter type the engine can produce. Adding one: write templates/<type>.ts exporting a
 * LetterTemplate, then list it here.
 */
const LETTERS: readonly RegisteredLetter[] = [
  registerLetter(creditReportRequestTemplate),
  // The bureau-bound repair letters (one letter per chosen bureau).
  registerLetter(errorOfEmploymentTemplate),
  registerLetter(errorOfNameTemplate),
  registerLetter(errorOfAddressTemplate),
  registerLetter(errorOnCreditFileTemplate),
  registerLetter(adjustBalanceTemplate),
  registerLetter(noLongerResponsibleTemplate),
  registerLetter(changeRatingTemplate),
  registerLetter(statuteBarredAccountTemplate),
  registerLetter(latePaymentTemplate),
  registerLetter(outdatedItemTemplate),
  registerLetter(consumerStatementTemplate),
  // The creditor- and agency-bound repair letters (one letter each).
  registerLetter(unauthorizedInquiryTemplate),
  registerLetter(accountCorrectionsTemplate),
  registerLetter(doesNotHaveAccountTemplate),
  registerLetter(removeLatePaymentTemplate),
  registerLetter(disputeCreditorTemplate),
  // The debt settlement letters (group 2).
  registerLetter(offerASettlementTemplate),
  registerLetter(acceptASettlementTemplate),
];

const BY_TYPE = new Map<LetterType, RegisteredLetter>(
  LETTERS.map((letter) => [letter.type, letter]),
);

/** The registered template for a type, or undefined for a type not built yet. */
export function letterTemplate(type: LetterType): RegisteredLetter | undefined {
  return BY_TYPE.get(type);
}

export function registeredLetterTypes(): LetterType[] {
  return [...BY_TYPE.keys()];
}
