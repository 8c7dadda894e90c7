import {
  CREDIT_REPORT_REQUEST_LETTER,
  defineMessages,
  type LetterType,
  ResultCode,
} from 'shared/contract';
import { generateTexts, generateTextsFr } from 'shared/contract/messages';
import { z } from 'zod';
import type { Cipher } from '../crypto/cipher';
import type { Db } from '../db/database';
import { apiMessages } from '../http/messages';
import {
  type LetterDocument,
  type LetterLanguage,
  languageOf,
  letterTemplate,
  type RegisteredLetter,
  registeredLetterTypes,
  renderLetterPdf,
} from '../letters';
import { loadReferences, passwordOf } from './build-options';
import { insertLetters, type NewLetter } from './letters';
import type { PasswordVerifier } from './password-gate';
import { loadLetterPersonalData } from './personal-data';
import { torontoDate } from './request-date';

export const generateMessages = defineMessages(
  'generate',
  generateTexts,
  async () => generateTextsFr,
);

export interface GenerateDependencies {
  db: Db;
  cipher: Cipher;
  clock: () => Date;
  /**
   * Checks the password a wizard's gate puts in the body (the caller's, under the login
   * throttles): see userPasswordVerifier. Required, so no caller can skip the check.
   */
  verifyPassword: PasswordVerifier;
  /** The registry lookup; tests replace it to exercise failures. */
  templateFor?: (type: LetterType) => RegisteredLetter | undefined;
  /**
   * The renderer (the letter, and the same letter in the language of its instructions page);
   * tests replace it to exercise failures.
   */
  render?: (letter: LetterDocument, instructions?: LetterDocument) => Promise<Buffer>;
}

export type GenerateOutcome =
  | { kind: 'stored'; ids: string[] }
  | { kind: 'invalid'; errors: Record<string, string> }
  /** The body's password is not the user's (-1), or the throttle refuses the try (-5). */
  | { kind: 'wrongPassword' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  /** The body's account_id or creditor_id names nothing this user may use (-3). */
  | { kind: 'notFound'; field: 'account_id' | 'creditor_id' }
  /** -1000 for the free credit-report request, -1002 for the letters of the other groups. */
  | {
      kind: 'incomplete';
      code: typeof ResultCode.personalInfoIncomplete | typeof ResultCode.personalInfoMissing;
    }
  | { kind: 'failed'; error: unknown };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A -2 answer's `errors` from a template's schema: one message per field, the first. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        errors[field ? `${field}.${key}` : key] ??= apiMessages.fieldNotAllowed;
      }
    } else {
      errors[field || 'body'] ??= issue.message;
    }
  }
  return errors;
}

/**
 * The generate body as the document shows it: one object per registered letter type, its
 * `letter` naming the type (optional for the free credit-report request, the spec's default)
 * beside that type's fields. generateLetters validates with the type's own schema, not this one.
 */
export function generateBodySchema() {
  const bodies = registeredLetterTypes().map((type) => {
    const input = letterTemplate(type)?.input;
    if (!(input instanceof z.ZodObject)) {
      throw new Error(`The body schema of the letter type ${type} is not an object.`);
    }
    const letter = z.literal(type);
    return input.safeExtend({
      letter: type === CREDIT_REPORT_REQUEST_LETTER ? letter.optional() : letter,
    });
  });
  const [first, ...others] = bodies;
  if (!first) throw new Error('No letter type is registered.');
  return z.union([first, ...others]);
}

/**
 * What is kept of a generate body: everything but a password (decisions.md section 3: a
 * password in a body is verified and never stored).
 */
export function inputSnapshot(input: unknown): unknown {
  if (!isPlainObject(input)) return input;
  const { password: _password, ...kept } = input;
  return kept;
}

/**
 * POST /generate-pdf: validates the body for its letter type, reads the personal data, renders
 * every letter the type makes and stores them all. `letter` picks the type; without it the body
 * is the free credit-report request's (spec section 7).
 *
 * The checks run in this order and none stores anything when it fails (wave 3, "who fills what"):
 * the body's schema (-2); the body's `password`, if its type has one, verified like a gate before
 * any of the user's data is read (-1, -5); the personal information (-1000 / -1002); the
 * `account_id` (the user's own banking account) and a non-null `creditor_id` (the directory), -3
 * when missing; the template's own check of the body against the personal data and the request
 * date (-2, for example a statute-barred letter whose limitation period has not passed). The password itself is never stored (inputSnapshot) nor logged.
 */
export async function generateLetters(
  deps: GenerateDependencies,
  userId: string,
  body: unknown,
  /** The request's interface language: the instructions page is written in it (issue 15). */
  instructionsLanguage: LetterLanguage = 'en',
): Promise<GenerateOutcome> {
  if (!isPlainObject(body)) {
    const message = body === undefined || body === null ? 'bodyMissing' : 'bodyNotObject';
    return { kind: 'invalid', errors: { body: apiMessages[message] } };
  }
  const { letter = CREDIT_REPORT_REQUEST_LETTER, ...fields } = body;
  const template =
    typeof letter === 'string'
      ? (deps.templateFor ?? letterTemplate)(letter as LetterType)
      : undefined;
  if (!template) return { kind: 'invalid', errors: { letter: generateMessages.unknownLetter } };

  const parsed = template.input.safeParse(fields);
  if (!parsed.success) return { kind: 'invalid', errors: zodFieldErrors(parsed.error) };

  const password = passwordOf(parsed.data);
  if (password !== undefined) {
    const check = await deps.verifyPassword(password);
    if (check.outcome === 'wrong') return { kind: 'wrongPassword' };
    if (check.outcome === 'throttled') {
      return { kind: 'throttled', retryAfterSeconds: check.retryAfterSeconds };
    }
  }

  const profile = await loadLetterPersonalData(deps.db, userId);
  if (!profile.complete) {
    return {
      kind: 'incomplete',
      code:
        template.group === 0 ? ResultCode.personalInfoIncomplete : ResultCode.personalInfoMissing,
    };
  }

  const loaded = await loadReferences(deps, userId, parsed.data);
  if (!loaded.ok) return { kind: 'notFound', field: loaded.field };

  const now = deps.clock();
  const requestDate = torontoDate(now);
  let batch: NewLetter[];
  try {
    const built = template.build(fields, profile.personal, {
      date: requestDate,
      ...loaded.references,
    });
    if (!built.ok) {
      const errors = 'refused' in built ? built.refused : zodFieldErrors(built.error);
      return { kind: 'invalid', errors };
    }
    const render = deps.render ?? renderLetterPdf;
    const input = inputSnapshot(built.input);
    // The instructions page is in the request's language: the same letters, built in it.
    const forInstructions =
      languageOf(built.input) === instructionsLanguage
        ? built
        : template.build({ ...fields, language: instructionsLanguage }, profile.personal, {
            date: requestDate,
            ...loaded.references,
          });
    const instructions = forInstructions.ok ? forInstructions.documents : built.documents;
    batch = await Promise.all(
      built.documents.map(async (document, index) => ({
        groupId: template.group,
        type: template.type,
        name: document.title,
        language: document.language,
        requestDate,
        input,
        personal: profile.personal,
        references: loaded.references,
        pdf: await render(document, instructions[index] ?? document),
      })),
    );
  } catch (error) {
    return { kind: 'failed', error };
  }
  if (batch.length === 0) return { kind: 'failed', error: new Error('The letter made no pages.') };

  const ids = await insertLetters(deps.db, deps.cipher, userId, batch, now);
  return { kind: 'stored', ids };
}
