import {
  AUTORITE_DES_MARCHES_FINANCIERS,
  type ComplaintBody,
  CREDIT_REPORT_REQUEST_LETTER,
  type CreditBureau,
  consumerOfficeFor,
  type EscalationLetterType,
  escalationLetterName,
  type LetterType,
  PROVINCIAL_FACTS,
  privacyCommissionerFor,
  type SentBy,
  type Statute,
} from 'shared/contract';
import { formatLongDate } from '../format';
import { contactMeans, senderFrom } from '../parts';
import { provinceForLetters } from '../province';
import { citedLaws, joinCitations, provinceName } from '../statutes';
import type {
  IsoDate,
  LetterDocument,
  LetterPersonalData,
  LetterRecipient,
  LetterSendTo,
} from '../types';
import { firstLetterRequest, SENT_BY_WORDS } from './follow-up';

/**
 * The escalation letters (issue 14), made from a first letter that went to a credit bureau once
 * the bureau answered "verified as accurate" or did not reply: a complaint to the consumer's
 * provincial consumer office, a privacy complaint to the privacy commissioner that oversees the
 * bureau for the consumer's province, and, for a Québec consumer and an Equifax letter, a request
 * to Equifax to transfer the complaint file to the Autorité des marchés financiers. Each names
 * the first letter, its date, the date it was sent and the answer received (with its date), and
 * states only what the tracker recorded. Like the follow-up, they are not generate types: the
 * escalation service builds them from the stored first letter.
 */

/** What an escalation letter needs to know about the first letter and its answer. */
export interface EscalatedLetterFacts {
  type: LetterType;
  /** Its list name, e.g. 'Credit Report Request - Equifax'. */
  name: string;
  /** The date printed on it (its request date). */
  date: IsoDate;
  sentOn: IsoDate;
  sentBy: SentBy;
  /** The answer: the only two outcomes an escalation is offered after. */
  outcome: 'verified_as_accurate' | 'no_reply';
  /** The date of the answer (verified), or the date "no reply" was recorded. */
  resolvedOn: IsoDate;
  /** When its reply was due. */
  replyDue: IsoDate;
}

export interface EscalationFacts {
  kind: EscalationLetterType;
  first: EscalatedLetterFacts;
  /** The bureau the first letter went to. */
  bureau: CreditBureau;
}

/** Where a letter goes, and the one thing its instructions must say where no address is known. */
interface Addressee {
  recipient: LetterRecipient;
  sendTo: LetterSendTo;
}

/**
 * A body addressed by name. With a confirmed address it is mailed there; without one, no address
 * is invented: the send-to box tells the consumer to file online or to confirm the address first.
 */
function addresseeOf(name: string, mail: readonly string[] | null): Addressee {
  if (mail && mail.length > 0) {
    return {
      recipient: { name, addressLines: [...mail], fax: null, faxNote: null },
      sendTo: {
        online: null,
        mailRules: [],
        fax: null,
        faxNote: null,
        mailAddress: [name, ...mail],
      },
    };
  }
  return {
    recipient: { name, addressLines: [], fax: null, faxNote: null },
    sendTo: {
      online: null,
      mailRules: [],
      fax: null,
      faxNote: null,
      mailAddress: [
        name,
        'We have no confirmed mailing address for this office. File this letter through its online complaint form, or find its mailing address on its own website and confirm it before you mail the letter.',
      ],
    },
  };
}

function complaintBodyAddressee(body: ComplaintBody): Addressee {
  // An unconfirmed address is never printed unprompted (reference/fact.ts).
  return addresseeOf(body.name.value, body.mail.unconfirmed ? null : body.mail.value);
}

/** "the Office of the Privacy Commissioner of Canada (OPC)". */
function called(body: ComplaintBody): string {
  return body.shortName ? `the ${body.name.value} (${body.shortName})` : `the ${body.name.value}`;
}

function consumerOfficeAddressee(personal: LetterPersonalData): Addressee {
  const province = provinceForLetters(personal.currentAddress);
  const office = consumerOfficeFor(province.code);
  // An office whose name is unconfirmed (or unknown) is described by its province instead.
  if (!office || office.unconfirmed) {
    return addresseeOf(`Consumer protection office, Government of ${provinceName(province)}`, null);
  }
  return addresseeOf(office.value.name, office.value.mail);
}

/** Equifax's address for complaints from Québec ("Plainte pour le Québec"). */
function equifaxQuebecAddressee(bureau: CreditBureau): Addressee {
  const quebec = bureau.otherMail.find((mail) => mail.label === 'Complaints from Québec');
  const [name = bureau.mailingName, ...lines] = quebec?.lines.value ?? [];
  return addresseeOf(name, lines.length > 0 ? lines : null);
}

/**
 * What the first letter asked the bureau, told to a third party. The follow-up's requests speak
 * to the bureau; only the credit report request's says "you", so it has its own words here.
 */
function whatIAsked(type: LetterType): string {
  return type === CREDIT_REPORT_REQUEST_LETTER
    ? 'send me, free of charge, a copy of the credit file it holds about me'
    : firstLetterRequest(type);
}

/** The first letter and what came of it, as the tracker recorded it: one paragraph. */
function firstLetterParagraph(first: EscalatedLetterFacts, bureau: CreditBureau): string {
  const sent = SENT_BY_WORDS[first.sentBy];
  // A request for the file asks for no change, so only a dispute was left uncorrected.
  const uncorrected =
    first.type === CREDIT_REPORT_REQUEST_LETTER
      ? ''
      : ', and it did not make the correction I asked for';
  const answer =
    first.outcome === 'verified_as_accurate'
      ? `In its reply of ${formatLongDate(first.resolvedOn)}, ${bureau.mailingName} said that the information was verified as accurate${uncorrected}.`
      : `Its reply was due by ${formatLongDate(first.replyDue)}. As of ${formatLongDate(first.resolvedOn)}, I had received no reply.`;
  return `On ${formatLongDate(first.sentOn)}, I sent ${bureau.mailingName} my letter dated ${formatLongDate(first.date)}, “${first.name}”, ${sent.how}. In it, I asked the bureau to ${whatIAsked(first.type)}. ${answer}`;
}

function enclosuresFor(first: EscalatedLetterFacts): string[] {
  return [
    `A copy of my letter dated ${formatLongDate(first.date)} (${first.name})`,
    `Proof that I sent it on ${formatLongDate(first.sentOn)}: ${SENT_BY_WORDS[first.sentBy].proof}`,
    ...(first.outcome === 'verified_as_accurate'
      ? [`A copy of the bureau’s reply of ${formatLongDate(first.resolvedOn)}`]
      : []),
    'Copies of the documents I enclosed with that letter',
  ];
}

/** The statute sentence for the consumer's province, where it has a credit-reporting law. */
function creditReportingSentence(personal: LetterPersonalData): string[] {
  const laws = citedLaws(personal, 'creditReporting');
  return laws ? [`As a resident of ${laws.provinceName}, I rely on ${laws.cited}.`] : [];
}

/** Québec's private-sector privacy act, from the province's credit-reporting statutes. */
function quebecPrivacyAct(): Statute | undefined {
  return PROVINCIAL_FACTS.QC.creditReporting?.value.find((law) =>
    law.name.includes('protection of personal information'),
  );
}

interface EscalationBody {
  addressee: Addressee;
  subject: string;
  paragraphs: string[];
}

function consumerOfficeComplaint(
  { first, bureau }: EscalationFacts,
  personal: LetterPersonalData,
): EscalationBody {
  const province = provinceForLetters(personal.currentAddress);
  return {
    addressee: consumerOfficeAddressee(personal),
    subject: `Complaint about ${bureau.mailingName}, a credit reporting agency`,
    paragraphs: [
      `I live in ${provinceName(province)}, and I am filing a complaint about ${bureau.mailingName}, a credit reporting agency (credit bureau).`,
      firstLetterParagraph(first, bureau),
      ...creditReportingSentence(personal),
      `Please review my complaint and ask ${bureau.mailingName} to deal with my request. Please confirm in writing that you received this complaint, and tell me what happens next.`,
    ],
  };
}

function privacyComplaint(
  { first, bureau }: EscalationFacts,
  personal: LetterPersonalData,
): EscalationBody {
  const province = provinceForLetters(personal.currentAddress);
  const commissioner = privacyCommissionerFor(province.code);
  const privacyAct = province.code === 'QC' ? quebecPrivacyAct() : undefined;
  const what =
    first.type !== CREDIT_REPORT_REQUEST_LETTER
      ? 'The credit file it holds about me, which is my personal information and which it discloses to lenders, contains information I believe is inaccurate, and it did not correct it when I asked.'
      : first.outcome === 'no_reply'
        ? 'It did not answer my request for access to the personal information it holds about me (my credit file).'
        : 'I am not satisfied with its answer to my request for access to the personal information it holds about me (my credit file).';
  return {
    addressee: complaintBodyAddressee(commissioner),
    subject: `Privacy complaint about ${bureau.mailingName}`,
    paragraphs: [
      `I am filing a complaint with ${called(commissioner)} about how ${bureau.mailingName}, a credit reporting agency (credit bureau), handles my personal information. ${what}`,
      firstLetterParagraph(first, bureau),
      ...(privacyAct ? [`As a resident of Québec, I rely on ${joinCitations([privacyAct])}.`] : []),
      'Please investigate my complaint, and confirm in writing that you received it.',
    ],
  };
}

/** To find the file: the date of birth, where the profile has it (the address is above). */
function birthDateSentence(personal: LetterPersonalData): string {
  const born = personal.contact.date_of_birth.trim();
  return born
    ? ` To find my file: my date of birth is ${formatLongDate(born)}, and my current address is the one above.`
    : '';
}

function amfTransferRequest(
  { first, bureau }: EscalationFacts,
  personal: LetterPersonalData,
): EscalationBody {
  const amf = AUTORITE_DES_MARCHES_FINANCIERS;
  return {
    addressee: equifaxQuebecAddressee(bureau),
    subject: `Request to transfer my complaint file to ${called(amf)}`,
    paragraphs: [
      'I live in Québec, and I am not satisfied with how my request below was handled. I ask you to transfer my complaint file to the Autorité des marchés financiers (AMF), which supervises credit assessment agents in Québec.',
      `${firstLetterParagraph(first, bureau)}${birthDateSentence(personal)}`,
      ...creditReportingSentence(personal),
      'Please transfer my complaint file to the AMF and confirm the transfer to me in writing.',
    ],
  };
}

const BODIES: Record<
  EscalationLetterType,
  (facts: EscalationFacts, personal: LetterPersonalData) => EscalationBody
> = {
  consumer_office_complaint: consumerOfficeComplaint,
  privacy_complaint: privacyComplaint,
  amf_transfer_request: amfTransferRequest,
};

export function escalationLetter(
  facts: EscalationFacts,
  personal: LetterPersonalData,
  date: IsoDate,
): LetterDocument {
  const sender = senderFrom(personal);
  const { addressee, subject, paragraphs } = BODIES[facts.kind](facts, personal);
  const documents = enclosuresFor(facts.first);
  return {
    title: escalationLetterName(facts.kind, facts.first.name),
    instructions: { documents, sendTo: addressee.sendTo },
    sender,
    date,
    recipient: addressee.recipient,
    subject,
    salutation: 'Dear Sir or Madam:',
    paragraphs: [...paragraphs, `You can reach me at ${contactMeans(sender)}.`],
    closing: 'Sincerely,',
    enclosures: documents,
    signatureName: sender.fullName,
  };
}
