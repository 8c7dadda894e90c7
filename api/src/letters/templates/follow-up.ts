import {
  ESCALATION_BODIES,
  FEDERAL_AGENCIES,
  type LetterOutcome,
  type LetterType,
  PROVINCIAL_FACTS,
  type SentBy,
} from 'shared/contract';
import { formatLongDate } from '../format';
import { contactMeans, senderFrom } from '../parts';
import { provinceForLetters } from '../province';
import { joinCitations, provincialStatutes } from '../statutes';
import type {
  IsoDate,
  LetterDocument,
  LetterPersonalData,
  LetterRecipient,
  LetterSendTo,
} from '../types';

/**
 * The follow-up letter (issue 9): written when a first letter's reply is overdue, or when the
 * answer was "verified as accurate" or no reply at all. It names the first letter (its date and
 * name), says what happened since, asks again, and names where the consumer will complain next
 * (the provincial consumer office, and for bureaus the Privacy Commissioner; for creditors FCAC,
 * the banking ombuds body OBSI, and CCTS for telecom providers). When no reply came it states
 * the real number of days since the first letter was sent. It is not a
 * generate type: the follow-up service builds it from the stored first letter.
 */

/** Whom the first letter went to, which decides where a complaint goes next. */
export type FollowUpRecipientKind = 'credit-bureau' | 'creditor';

/** What the follow-up needs to know about the first letter. */
export interface FirstLetterFacts {
  type: LetterType;
  /** Its list name, e.g. 'Credit Report Request - Equifax'. */
  name: string;
  /** The date printed on it (its request date). */
  date: IsoDate;
  sentOn: IsoDate;
  sentBy: SentBy;
  /** Null while the reply is simply overdue. */
  outcome: LetterOutcome | null;
  resolvedOn: IsoDate | null;
  /** Calendar days from its sending to the follow-up's date. */
  daysSinceSent: number;
}

export interface FollowUpFacts {
  first: FirstLetterFacts;
  /** Days the recipient has to answer the follow-up (the tracker's rule for follow-ups). */
  replyDays: number;
  recipient: LetterRecipient;
  sendTo: LetterSendTo;
  recipientKind: FollowUpRecipientKind;
}

/**
 * The first letter's request, asked again: "I ask you again to ...". The statute-barred type
 * also writes to the collector, which is asked to stop, not to correct a file; neither wording
 * acknowledges the debt (a written acknowledgement would start the limitation period again).
 */
export function firstLetterRequest(
  type: LetterType,
  kind: FollowUpRecipientKind = 'credit-bureau',
): string {
  if (type === 'statute_barred_account' && kind === 'creditor') return COLLECTOR_REQUEST;
  return REQUESTS[type];
}

const COLLECTOR_REQUEST =
  'stop all collection of the account whose limitation period has passed, and not report it to the credit bureaus; this letter, like my first one, is not an acknowledgement of any debt';

const REQUESTS: Record<LetterType, string> = {
  credit_report_request:
    'send me, free of charge, a copy of the credit file you hold about me, by mail to my current address',
  error_of_employment: 'correct the employment information in my credit file',
  error_of_name: 'correct my name in my credit file',
  error_of_address: 'correct my address in my credit file',
  error_on_credit_file:
    'investigate the judgment reported in my credit file, and correct or remove it',
  unauthorized_inquiry:
    'withdraw the credit inquiry I did not authorize, ask the credit bureaus to remove it from my credit file, and confirm this to me in writing',
  account_corrections: 'correct the information reported about my account',
  adjust_balance: 'correct the balance reported for my account',
  does_not_have_account:
    'confirm in writing that I have no account with you, and have any account reported in my name removed from my credit file',
  no_longer_responsible:
    'update my credit file to show that I am no longer responsible for the account',
  remove_late_payment: 'remove the late payment reported on my account',
  change_rating: 'update the rating of my account to reflect my consumer proposal',
  statute_barred_account:
    'remove from my credit file the account whose limitation period has passed',
  late_payment: 'remove the late payments reported on my account',
  consumer_statement: 'add my consumer statement to my credit file',
  dispute_creditor:
    'investigate the account I dispute, send me the documents that support what you claim, and correct what you report to the credit bureaus',
  offer_a_settlement: 'reply in writing to my offer to settle the account',
  accept_a_settlement:
    'confirm in writing the settlement I accepted, and how the account will be reported to the credit bureaus once it is paid',
};

/** How a letter went, and the proof of it a consumer keeps (shared with the escalation letters). */
export const SENT_BY_WORDS: Record<SentBy, { how: string; proof: string }> = {
  fax: { how: 'by fax', proof: 'the fax confirmation' },
  mail: { how: 'by mail', proof: 'the mailing receipt' },
};

/** "Follow-up to Credit Report Request - Equifax": the list name and PDF title. */
export function followUpName(firstName: string): string {
  return `Follow-up to ${firstName}`;
}

function agencyName(id: string, list: typeof ESCALATION_BODIES): string {
  const agency = list.find((candidate) => candidate.id === id);
  if (!agency) throw new Error(`No reference data for ${id}`);
  return agency.shortName ? `the ${agency.name} (${agency.shortName})` : `the ${agency.name}`;
}

/**
 * Where the consumer will complain next, one line each. Only confirmed consumer offices are
 * named (an unconfirmed name must never be printed unprompted); otherwise the office is
 * described by its province.
 */
export function complaintBodies(personal: LetterPersonalData, kind: FollowUpRecipientKind) {
  const province = provinceForLetters(personal.currentAddress);
  // The first office is the consumer-protection one (Quebec lists its financial regulator second).
  const office = PROVINCIAL_FACTS[province.code].consumerOffices.find((fact) => !fact.unconfirmed);
  const provincial = office
    ? `${office.value.name}, the consumer protection office of ${province.name}`
    : `the consumer protection office of ${province.name}`;
  if (kind === 'credit-bureau') {
    return [provincial, agencyName('opc', FEDERAL_AGENCIES)];
  }
  return [
    provincial,
    `if you are a federally regulated bank: ${agencyName('fcac', ESCALATION_BODIES)}, and the external complaints body for banks, ${agencyName('obsi', ESCALATION_BODIES)}`,
    `if you provide phone, internet or TV services: ${agencyName('ccts', ESCALATION_BODIES)}`,
  ];
}

function whatHappened(first: FirstLetterFacts): string {
  if (first.outcome === 'verified_as_accurate' && first.resolvedOn) {
    return `In your reply of ${formatLongDate(first.resolvedOn)}, you said that the information is accurate as reported. I disagree, for the reasons my first letter sets out, and I ask you to look at it again.`;
  }
  // The tracker offers a follow-up only once the reply is due, so the count is at least 30; a
  // count below one day would make the sentence false, so it is then left out.
  const count = first.daysSinceSent;
  if (count < 1) return 'I have not received a reply.';
  const days = `${count} ${count === 1 ? 'day' : 'days'}`;
  return `It has been ${days} since I sent it, and I have not received a reply.`;
}

/** The statute sentence for a bureau, where the province has a credit-reporting law. */
function statuteSentence(personal: LetterPersonalData, kind: FollowUpRecipientKind) {
  if (kind !== 'credit-bureau') return null;
  const { province, laws } = provincialStatutes(personal, 'creditReporting');
  if (laws.length === 0) return null;
  return `As a resident of ${province.name}, I rely on my rights under ${joinCitations(laws)}.`;
}

export function followUpLetter(
  facts: FollowUpFacts,
  personal: LetterPersonalData,
  date: IsoDate,
): LetterDocument {
  const { first, recipient, sendTo, recipientKind, replyDays } = facts;
  const sender = senderFrom(personal);
  const sent = SENT_BY_WORDS[first.sentBy];
  const firstDate = formatLongDate(first.date);
  const statute = statuteSentence(personal, recipientKind);
  const documents = [
    `A copy of my letter dated ${firstDate} (${first.name})`,
    `Proof that I sent it on ${formatLongDate(first.sentOn)}: ${sent.proof}`,
    ...(first.outcome === 'verified_as_accurate' && first.resolvedOn
      ? [`A copy of your reply of ${formatLongDate(first.resolvedOn)}`]
      : []),
    'Copies of the documents I enclosed with my first letter',
  ];
  return {
    title: followUpName(first.name),
    instructions: { documents, sendTo },
    sender,
    date,
    recipient,
    subject: `Follow-up to my letter dated ${firstDate} (${first.name})`,
    salutation: 'Dear Sir or Madam:',
    paragraphs: [
      `I am following up on my letter dated ${firstDate}, “${first.name}”, which I sent to you ${sent.how} on ${formatLongDate(first.sentOn)}. A copy is enclosed.`,
      whatHappened(first),
      `I ask you again to ${firstLetterRequest(first.type, recipientKind)}. Please do so, and reply to me in writing, within ${replyDays} days of receiving this letter.`,
      ...(statute ? [statute] : []),
      [
        'If I do not receive a satisfactory reply by then, I will take my complaint to:',
        ...complaintBodies(personal, recipientKind).map((line) => `- ${line}`),
      ].join('\n'),
      `You can reach me at ${contactMeans(sender)}.`,
    ],
    closing: 'Sincerely,',
    enclosures: documents,
    signatureName: sender.fullName,
  };
}
