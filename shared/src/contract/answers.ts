/**
 * The API's answers as zod schemas (issue 20, point 5): the routes' response schemas, from which
 * the OpenAPI document at /api/docs/openapi.json is generated. The browser reads these shapes
 * through the hand-written types beside each call (codes.ts, auth.ts, two-step.ts…), which stay
 * zod-free so that no page downloads these schemas; the assertions at the end of this file fail
 * the typecheck when a type and its schema part. An entry of its own (`shared/contract/answers`)
 * that only the API imports.
 */
// biome-ignore lint/style/noRestrictedImports: only the API imports this entry (no app loads it), and it needs z.record and z.tuple, which the apps' shared zod leaves out.
import { z } from 'zod';
import {
  SECURITY_EVENT_KINDS,
  type SecurityEventsAnswer,
  type SessionsAnswer,
} from './account-security';
import type { LoginAnswer, SessionAnswer } from './auth';
import { type BankingAccountRecord, bankingAccountForm } from './banking';
import { budget } from './budget';
import {
  type ApiAnswer,
  type CreatedAnswer,
  ResultCode,
  SESSION_END_REASONS,
  type SessionInvalidAnswer,
  type ThrottledAnswer,
  type ValidationAnswer,
} from './codes';
import type { CreditorDetail, CreditorListItem } from './creditors';
import { uuid } from './fields';
import { languageChoice } from './language-choice';
import type { SendGuideAnswer } from './letter-send-guide';
import {
  ESCALATION_LETTERS,
  FOLLOW_UP_LETTER,
  LETTER_OUTCOMES,
  SENT_BY,
  TRACKING_STATES,
} from './letter-tracking-rules';
import {
  ACCOUNT_ERROR_LETTERS,
  CONSUMER_STATEMENT_LETTER,
  CREDIT_REPORT_ERROR_LETTERS,
  CREDIT_REPORT_REQUEST_LETTER,
  CREDITOR_DISPUTE_LETTERS,
  LETTER_GROUPS,
  SETTLEMENT_LETTERS,
} from './letters';
import type { GenerateLetterAnswer, LetterListItem } from './letters-list';
import type { OperatorAnswer } from './operator';
import {
  type AddressRecord,
  addressUpdate,
  type BankruptcyRecord,
  bankruptcyUpdate,
  type ContactRecord,
  contact,
  type EmploymentRecord,
  employmentUpdate,
  type IdentificationRecord,
  identificationUpdate,
} from './profile';
import type {
  SignInAgainAnswer,
  TotpEnableAnswer,
  TotpRequiredAnswer,
  TotpSetupAnswer,
  TotpStatusAnswer,
} from './two-step';

const message = z.string().describe("The answer's message, in the request's language.");

/** An answer with `code` and `msg` (decisions.md section 3) and the fields of `shape`. */
export function apiAnswer<Code extends number, Shape extends z.ZodRawShape>(
  code: Code,
  shape: Shape,
) {
  return z.strictObject({ code: z.literal(code), msg: message, ...shape });
}

const isoInstant = z.string().describe('An ISO 8601 instant (UTC).');
const calendarDay = z.string().describe('A date, YYYY-MM-DD.');

/* The answers every kind of call shares. */

/** code 0 with nothing else. */
export const okAnswer = apiAnswer(ResultCode.ok, {});

/** code 0 with the id of the record written. */
export const createdAnswer = apiAnswer(ResultCode.ok, { id: uuid });

export const validationAnswer = apiAnswer(ResultCode.validation, {
  errors: z
    .record(z.string(), z.string())
    .describe('One message per field (a dotted path), `body` for the body as a whole.'),
});

/** A wrong password (login, a gate, the current password) or a wrong two-step code. */
export const wrongPasswordAnswer = apiAnswer(ResultCode.wrongPassword, {});

/** Missing, or another user's: never reveal which. */
export const notFoundAnswer = apiAnswer(ResultCode.notFound, {});

export const throttledAnswer = apiAnswer(ResultCode.tooManyAttempts, {
  retry_after: z.number().int().min(0).describe('Seconds to wait before trying again.'),
});

export const sessionInvalidAnswer = apiAnswer(ResultCode.sessionInvalid, {
  reason: z.enum(SESSION_END_REASONS),
});

/** 500: the letter (or anything else) could not be produced; details go to the log only. */
export const failedAnswer = apiAnswer(ResultCode.letterFailed, {});

/** 422 of a generate: -1000 for the free report request, -1002 for the other letters. */
export const personalInfoAnswer = z.union([
  apiAnswer(ResultCode.personalInfoIncomplete, {}),
  apiAnswer(ResultCode.personalInfoMissing, {}),
]);

/* Signing in and the account. */

export const loginAnswer = apiAnswer(ResultCode.ok, { key: z.string(), language: languageChoice });

export const totpRequiredAnswer = apiAnswer(ResultCode.totpRequired, {
  totp_required: z.literal(true),
  challenge: z.string().describe('What POST /api/v1/login/totp sends back with the code.'),
});

export const signInAgainAnswer = apiAnswer(ResultCode.wrongPassword, {
  sign_in_again: z.literal(true),
});

export const sessionAnswer = apiAnswer(ResultCode.ok, {
  email: z.string(),
  language: languageChoice,
});

export const languageAnswer = apiAnswer(ResultCode.ok, { language: languageChoice });

const device = z.strictObject({
  browser: z.string().nullable(),
  os: z.string().nullable(),
  type: z.string().nullable(),
});

export const sessionsAnswer = z.array(
  z.strictObject({
    id: uuid,
    device,
    signed_in_at: isoInstant,
    last_active_at: isoInstant,
    current: z.boolean(),
  }),
);

export const securityEventsAnswer = z.array(
  z.strictObject({ kind: z.enum(SECURITY_EVENT_KINDS), at: isoInstant, device }),
);

export const totpStatusAnswer = apiAnswer(ResultCode.ok, {
  enabled: z.boolean(),
  recovery_codes_left: z.number().int().min(0),
});

export const totpSetupAnswer = apiAnswer(ResultCode.ok, {
  secret: z.string().describe('The secret in base32.'),
  uri: z.string().describe('otpauth://totp/…'),
  qr_svg: z.string().describe('The URI as a QR code, an SVG document.'),
});

export const totpEnableAnswer = apiAnswer(ResultCode.ok, {
  recovery_codes: z.array(z.string()),
});

export const operatorAnswer = apiAnswer(ResultCode.ok, {
  name: z.string(),
  address: z.array(z.string()),
  email: z.string(),
  effective_date: calendarDay,
});

/*
 * The records the GET calls list: each is its PUT body as the API reads it (same fields, same
 * rules, the id required), so a record read can be sent back as it is.
 */

export const contactRecords = z.array(contact.extend({ id: uuid, language: languageChoice }));
export const addressRecords = z.array(addressUpdate);
export const employmentRecords = z.array(employmentUpdate);
export const identificationRecords = z.array(identificationUpdate);
export const bankruptcyRecords = z.array(bankruptcyUpdate);
export const bankingAccountRecords = z.array(bankingAccountForm.extend({ id: uuid }));

/** GET /api/v1/budget answers what PUT takes. */
export const budgetAnswer = budget;

/* The creditor directory. */

export const creditorList = z.array(z.tuple([uuid, z.string()]));

export const creditorDetail = apiAnswer(ResultCode.ok, {
  company: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
  fax: z.string(),
  fax_confirmed: z.boolean(),
  fax_note: z.string(),
  phone: z.string(),
  toll_free: z.string(),
  phone_note: z.string(),
  address_note: z.string(),
});

/* The letters. */

export const generateLetterAnswer = apiAnswer(ResultCode.ok, {
  result: z.literal(200),
  id: uuid,
  ids: z.array(uuid).optional().describe('Every letter stored, when the call made several.'),
});

const storedLetterType = z.enum([
  CREDIT_REPORT_REQUEST_LETTER,
  ...CREDIT_REPORT_ERROR_LETTERS,
  ...ACCOUNT_ERROR_LETTERS,
  ...CREDITOR_DISPUTE_LETTERS,
  CONSUMER_STATEMENT_LETTER,
  ...SETTLEMENT_LETTERS,
  FOLLOW_UP_LETTER,
  ...ESCALATION_LETTERS,
]);

const [creditReportGroup, creditRepairGroup, debtSettlementGroup] = LETTER_GROUPS;

const letterListEntry = z.strictObject({
  id: uuid,
  gid: z.union([
    z.literal(creditReportGroup.gid),
    z.literal(creditRepairGroup.gid),
    z.literal(debtSettlementGroup.gid),
  ]),
  name: z.string(),
  request_date: calendarDay,
  type: storedLetterType,
  status: z.enum(TRACKING_STATES),
  sent_on: calendarDay.nullable(),
  sent_by: z.enum(SENT_BY).nullable(),
  reply_due: calendarDay.nullable(),
  outcome: z.enum(LETTER_OUTCOMES).nullable(),
  resolved_on: calendarDay.nullable(),
  note: z.string(),
  follow_up_of: uuid.nullable(),
  escalation_of: uuid.nullable(),
  escalations_offered: z.array(z.enum(ESCALATION_LETTERS)).readonly(),
});

export const letterList = z.array(
  z.tuple([
    letterListEntry,
    z.strictObject({
      group: z.enum([creditReportGroup.group, creditRepairGroup.group, debtSettlementGroup.group]),
    }),
  ]),
);

const sendGuide = z.strictObject({
  bureau: z.string(),
  online: z.strictObject({
    site: z.string(),
    page: z.string().nullable(),
    form: z.array(z.string()),
    rules: z.array(z.string()),
  }),
  mail: z.strictObject({ address: z.array(z.string()), rules: z.array(z.string()) }),
  fax: z.string().nullable(),
  dispute_text: z.string(),
});

export const sendGuideAnswer = apiAnswer(ResultCode.ok, { guide: sendGuide.nullable() });

// Compile-time checks: each schema and the type the browser reads describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type Output<Schema extends z.ZodType> = z.output<Schema>;
type Element<List> = List extends readonly (infer Item)[] ? Item : never;

export type AnswerTypesMatchSchemas = [
  Assert<Same<Output<typeof okAnswer>, ApiAnswer & { code: 0 }>>,
  Assert<Same<Output<typeof createdAnswer>, CreatedAnswer & { code: 0 }>>,
  Assert<Same<Output<typeof validationAnswer>, ValidationAnswer>>,
  Assert<Same<Output<typeof throttledAnswer>, ThrottledAnswer>>,
  Assert<Same<Output<typeof sessionInvalidAnswer>, SessionInvalidAnswer>>,
  Assert<Same<Output<typeof loginAnswer>, LoginAnswer>>,
  Assert<Same<Output<typeof totpRequiredAnswer>, TotpRequiredAnswer>>,
  Assert<Same<Output<typeof signInAgainAnswer>, SignInAgainAnswer>>,
  Assert<Same<Output<typeof sessionAnswer>, SessionAnswer>>,
  Assert<Same<Output<typeof sessionsAnswer>, SessionsAnswer>>,
  Assert<Same<Output<typeof securityEventsAnswer>, SecurityEventsAnswer>>,
  Assert<Same<Output<typeof totpStatusAnswer>, TotpStatusAnswer>>,
  Assert<Same<Output<typeof totpSetupAnswer>, TotpSetupAnswer>>,
  Assert<Same<Output<typeof totpEnableAnswer>, TotpEnableAnswer>>,
  Assert<Same<Output<typeof operatorAnswer>, OperatorAnswer & { code: 0 }>>,
  Assert<Same<Element<Output<typeof contactRecords>>, ContactRecord>>,
  Assert<Same<Element<Output<typeof addressRecords>>, AddressRecord>>,
  Assert<Same<Element<Output<typeof employmentRecords>>, EmploymentRecord>>,
  Assert<Same<Element<Output<typeof identificationRecords>>, IdentificationRecord>>,
  Assert<Same<Element<Output<typeof bankruptcyRecords>>, BankruptcyRecord>>,
  Assert<Same<Element<Output<typeof bankingAccountRecords>>, BankingAccountRecord>>,
  Assert<Same<Element<Output<typeof creditorList>>, CreditorListItem>>,
  Assert<Same<Output<typeof creditorDetail>, CreditorDetail>>,
  Assert<Same<Output<typeof generateLetterAnswer>, GenerateLetterAnswer>>,
  Assert<Same<Element<Output<typeof letterList>>, LetterListItem>>,
  Assert<Same<Output<typeof sendGuideAnswer>, SendGuideAnswer>>,
];
