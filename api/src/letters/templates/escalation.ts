import {
  AUTORITE_DES_MARCHES_FINANCIERS,
  type ComplaintBody,
  type ComplaintPage,
  CREDIT_REPORT_REQUEST_LETTER,
  type CreditBureau,
  consumerOfficeFor,
  type EscalationLetterType,
  escalationLetterName,
  formatPostalCode,
  inLanguage,
  isCanadianPostalCode,
  type LetterType,
  privacyCommissionerFor,
  privacyLawFor,
  type SentBy,
  valueIn,
} from 'shared/contract';
import { complaintBodyCalled, complaintBodyName } from '../complaint-bodies';
import { formatLongDate } from '../format';
import { type LetterLanguage, longDate } from '../language';
import { contactMeans, identifyingDetails, letterCourtesy, senderFrom } from '../parts';
import { provinceForLetters } from '../province';
import {
  citedLaws,
  inProvinceFr,
  joinCitations,
  ofProvinceFr,
  provinceName,
  withDe,
} from '../statutes';
import type {
  IsoDate,
  LetterDocument,
  LetterPersonalData,
  LetterRecipient,
  LetterSendTo,
} from '../types';
import { type FirstLetterMatter, firstLetterRequest, matterLines, sentByWords } from './follow-up';

/** The escalation letters' names in French, before the first letter's (« … – Demande … »). */
const FRENCH_KIND_NAMES: Record<EscalationLetterType, string> = {
  consumer_office_complaint: 'Plainte à l’organisme de protection du consommateur',
  privacy_complaint: 'Plainte relative à la protection de la vie privée',
  amf_transfer_request: 'Demande de transfert du dossier de plainte à l’AMF',
};

/** "Privacy Complaint - Credit Report Request - Equifax", or its French form. */
function escalationName(
  kind: EscalationLetterType,
  firstName: string,
  language: LetterLanguage,
): string {
  return language === 'fr'
    ? `${FRENCH_KIND_NAMES[kind]} – ${firstName}`
    : escalationLetterName(kind, firstName);
}

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
  /** What it was about, from its stored input; absent for a letter stored without one. */
  matter?: FirstLetterMatter;
}

/** The first letter as its reader knows it: by the subject it printed, else by its name. */
function firstCalled(first: EscalatedLetterFacts): string {
  return first.matter?.subject || first.name;
}

/**
 * The account the first letter was about and the consumer's identifying details, so the office
 * can match the complaint to the bureau's file.
 */
function matterParagraphs(
  first: EscalatedLetterFacts,
  personal: LetterPersonalData,
  language: LetterLanguage,
): string[] {
  const fr = language === 'fr';
  const lines = matterLines(first.matter, 'credit-bureau', language);
  return [
    ...lines.map((details) =>
      [
        fr ? 'Ma lettre portait sur ce compte :' : 'My letter concerned this account:',
        details,
      ].join('\n'),
    ),
    [
      fr
        ? 'Mes renseignements d’identification, tels que ma lettre les donnait :'
        : 'My identifying details, as my letter gave them:',
      ...identifyingDetails(personal, language),
    ].join('\n'),
  ];
}

export interface EscalationFacts {
  kind: EscalationLetterType;
  first: EscalatedLetterFacts;
  /** The bureau the first letter went to. */
  bureau: CreditBureau;
}

/** Where a letter goes: the recipient block and the instructions' route. */
interface Addressee {
  recipient: LetterRecipient;
  sendTo: LetterSendTo;
}

/** An address a letter can be mailed to: lines that end with a Canadian postal code. */
function isMailable(mail: readonly string[] | null): mail is readonly string[] {
  const last = mail?.at(-1)?.trim();
  // A Canadian postal code ends the last line ("Québec (Québec)  G1R 5S9").
  return last !== undefined && isCanadianPostalCode(formatPostalCode(last.slice(-7)));
}

/**
 * A body addressed by name, by the route it publishes: mailed to a whole address where one is
 * confirmed; else filed through its complaint page, whose address the letter prints under the
 * name; else (a body of which neither is known) the instructions say to confirm the address on
 * its own website before mailing. An address without its postal code is never printed.
 */
function addresseeOf(
  name: string,
  mail: readonly string[] | null,
  complaintPage: ComplaintPage | null,
  language: LetterLanguage,
): Addressee {
  const sendTo = (mailAddress: string[]): LetterSendTo => ({
    online: null,
    mailRules: [],
    fax: null,
    faxNote: null,
    mailAddress,
  });
  if (isMailable(mail)) {
    return {
      recipient: { name, addressLines: [...mail], fax: null, faxNote: null },
      sendTo: sendTo([name, ...mail]),
    };
  }
  if (complaintPage) {
    return {
      recipient: { name, addressLines: [complaintPage.site], fax: null, faxNote: null },
      sendTo: { ...sendTo([name]), complaintPage },
    };
  }
  return {
    recipient: { name, addressLines: [], fax: null, faxNote: null },
    sendTo: sendTo([
      name,
      language === 'fr'
        ? 'Nous n’avons aucune adresse postale confirmée pour cet organisme. Trouvez son adresse postale sur son propre site Web et vérifiez-la avant de poster la lettre.'
        : 'We have no confirmed mailing address for this office. Find its mailing address on its own website and confirm it before you mail the letter.',
    ]),
  };
}

function complaintBodyAddressee(body: ComplaintBody, language: LetterLanguage): Addressee {
  // An unconfirmed address is never printed unprompted (reference/fact.ts).
  return addresseeOf(
    complaintBodyName(body, language),
    body.mail.unconfirmed ? null : inLanguage(body.mail, language),
    body.complaintPage,
    language,
  );
}

function consumerOfficeAddressee(
  personal: LetterPersonalData,
  language: LetterLanguage,
): Addressee {
  const province = provinceForLetters(personal.currentAddress);
  const office = consumerOfficeFor(province.code);
  // An office whose name is unconfirmed (or unknown) is described by its province instead.
  if (!office || office.unconfirmed) {
    return addresseeOf(
      language === 'fr'
        ? `Organisme de protection du consommateur, gouvernement ${ofProvinceFr(province)}`
        : `Consumer protection office, Government of ${provinceName(province)}`,
      null,
      null,
      language,
    );
  }
  const { name, mail, complaintPage } = office.value;
  return addresseeOf(
    valueIn(name, language),
    mail && valueIn(mail, language),
    complaintPage,
    language,
  );
}

/** Equifax's address for complaints from Québec ("Plainte pour le Québec"). */
function equifaxQuebecAddressee(bureau: CreditBureau, language: LetterLanguage): Addressee {
  const quebec = bureau.otherMail.find((mail) => mail.label === 'Complaints from Québec');
  const [name = bureau.mailingName, ...lines] = quebec ? inLanguage(quebec.lines, language) : [];
  return addresseeOf(name, lines.length > 0 ? lines : null, null, language);
}

/**
 * What the first letter asked the bureau, told to a third party. The follow-up's requests speak
 * to the bureau; only the credit report request's says "you", so it has its own words here.
 */
function whatIAsked(type: LetterType, language: LetterLanguage): string {
  if (type === CREDIT_REPORT_REQUEST_LETTER) {
    return language === 'fr'
      ? 'm’envoyer gratuitement une copie du dossier de crédit qu’elle détient à mon sujet'
      : 'send me, free of charge, a copy of the credit file it holds about me';
  }
  return firstLetterRequest(type, 'credit-bureau', language);
}

/** The French paragraph on the first letter: the same facts as the English one below. */
function firstLetterParagraphFr(first: EscalatedLetterFacts, bureau: CreditBureau): string {
  const sent = sentByWords(first.sentBy, 'fr');
  const at = (day: IsoDate) => longDate(day, 'fr');
  const uncorrected =
    first.type === CREDIT_REPORT_REQUEST_LETTER
      ? ''
      : ', et elle n’a pas apporté la correction que j’avais demandée';
  const answer =
    first.outcome === 'verified_as_accurate'
      ? `Dans sa réponse du ${at(first.resolvedOn)}, ${bureau.mailingName} a indiqué que les renseignements avaient été vérifiés et étaient exacts${uncorrected}.`
      : `Sa réponse était attendue au plus tard le ${at(first.replyDue)}. Au ${at(first.resolvedOn)}, je n’avais reçu aucune réponse.`;
  return `Le ${at(first.sentOn)}, j’ai envoyé à ${bureau.mailingName}, ${sent.how}, ma lettre du ${at(first.date)}, « ${firstCalled(first)} ». J’y demandais à l’agence de ${whatIAsked(first.type, 'fr')}. ${answer}`;
}

/** The first letter and what came of it, as the tracker recorded it: one paragraph. */
function firstLetterParagraph(
  first: EscalatedLetterFacts,
  bureau: CreditBureau,
  language: LetterLanguage = 'en',
): string {
  if (language === 'fr') return firstLetterParagraphFr(first, bureau);
  const sent = sentByWords(first.sentBy, language);
  // A request for the file asks for no change, so only a dispute was left uncorrected.
  const uncorrected =
    first.type === CREDIT_REPORT_REQUEST_LETTER
      ? ''
      : ', and it did not make the correction I asked for';
  const answer =
    first.outcome === 'verified_as_accurate'
      ? `In its reply of ${formatLongDate(first.resolvedOn)}, ${bureau.mailingName} said that the information was verified as accurate${uncorrected}.`
      : `Its reply was due by ${formatLongDate(first.replyDue)}. As of ${formatLongDate(first.resolvedOn)}, I had received no reply.`;
  return `On ${formatLongDate(first.sentOn)}, I sent ${bureau.mailingName} my letter dated ${formatLongDate(first.date)}, “${firstCalled(first)}”, ${sent.how}. In it, I asked the bureau to ${whatIAsked(first.type, language)}. ${answer}`;
}

function enclosuresFor(first: EscalatedLetterFacts, language: LetterLanguage): string[] {
  if (language === 'fr') {
    const at = (day: IsoDate) => longDate(day, 'fr');
    return [
      `Une copie de ma lettre du ${at(first.date)}, « ${firstCalled(first)} »`,
      `La preuve de son envoi le ${at(first.sentOn)} : ${sentByWords(first.sentBy, 'fr').proof}`,
      ...(first.outcome === 'verified_as_accurate'
        ? [`Une copie de la réponse de l’agence du ${at(first.resolvedOn)}`]
        : []),
      'Des copies des documents joints à cette lettre',
    ];
  }
  return [
    `A copy of my letter dated ${formatLongDate(first.date)}, “${firstCalled(first)}”`,
    `Proof that I sent it on ${formatLongDate(first.sentOn)}: ${sentByWords(first.sentBy, language).proof}`,
    ...(first.outcome === 'verified_as_accurate'
      ? [`A copy of the bureau’s reply of ${formatLongDate(first.resolvedOn)}`]
      : []),
    'Copies of the documents I enclosed with that letter',
  ];
}

/** The statute sentence for the consumer's province, where it has a credit-reporting law. */
function creditReportingSentence(personal: LetterPersonalData, language: LetterLanguage): string[] {
  const laws = citedLaws(personal, 'creditReporting', language);
  if (!laws) return [];
  return language === 'fr'
    ? [`Comme je réside ${inProvinceFr(laws.province)}, j’invoque ${laws.cited}.`]
    : [`As a resident of ${laws.provinceName}, I rely on ${laws.cited}.`];
}

interface EscalationBody {
  addressee: Addressee;
  subject: string;
  paragraphs: string[];
}

function consumerOfficeComplaint(
  { first, bureau }: EscalationFacts,
  personal: LetterPersonalData,
  language: LetterLanguage,
): EscalationBody {
  const province = provinceForLetters(personal.currentAddress);
  const addressee = consumerOfficeAddressee(personal, language);
  if (language === 'fr') {
    return {
      addressee,
      subject: `Plainte contre ${bureau.mailingName}, une agence d’évaluation du crédit`,
      paragraphs: [
        `J’habite ${inProvinceFr(province)}, et je dépose une plainte contre ${bureau.mailingName}, une agence d’évaluation du crédit.`,
        firstLetterParagraph(first, bureau, language),
        ...creditReportingSentence(personal, language),
        `Veuillez examiner ma plainte et demander à ${bureau.mailingName} de donner suite à ma demande. Veuillez me confirmer par écrit la réception de cette plainte, et m’indiquer la suite des choses.`,
      ],
    };
  }
  return {
    addressee,
    subject: `Complaint about ${bureau.mailingName}, a credit reporting agency`,
    paragraphs: [
      `I live in ${provinceName(province)}, and I am filing a complaint about ${bureau.mailingName}, a credit reporting agency (credit bureau).`,
      firstLetterParagraph(first, bureau),
      ...creditReportingSentence(personal, language),
      `Please review my complaint and ask ${bureau.mailingName} to deal with my request. Please confirm in writing that you received this complaint, and tell me what happens next.`,
    ],
  };
}

function privacyComplaint(
  { first, bureau }: EscalationFacts,
  personal: LetterPersonalData,
  language: LetterLanguage,
): EscalationBody {
  const province = provinceForLetters(personal.currentAddress);
  const commissioner = privacyCommissionerFor(province.code);
  const privacyLaw = privacyLawFor(province.code);
  const addressee = complaintBodyAddressee(commissioner, language);
  if (language === 'fr') {
    const what =
      first.type !== CREDIT_REPORT_REQUEST_LETTER
        ? 'Le dossier de crédit qu’elle détient à mon sujet, qui constitue des renseignements personnels me concernant et qu’elle communique aux prêteurs, contient des renseignements que je crois inexacts, et elle ne les a pas corrigés lorsque je le lui ai demandé.'
        : first.outcome === 'no_reply'
          ? 'Elle n’a pas répondu à ma demande d’accès aux renseignements personnels qu’elle détient à mon sujet (mon dossier de crédit).'
          : 'Sa réponse à ma demande d’accès aux renseignements personnels qu’elle détient à mon sujet (mon dossier de crédit) ne me satisfait pas.';
    return {
      addressee,
      subject: `Plainte relative à la protection de la vie privée contre ${bureau.mailingName}`,
      paragraphs: [
        `Je dépose une plainte auprès ${withDe(complaintBodyCalled(commissioner, language))} au sujet de la façon dont ${bureau.mailingName}, une agence d’évaluation du crédit, traite mes renseignements personnels. ${what}`,
        firstLetterParagraph(first, bureau, language),
        `J’invoque ${joinCitations([privacyLaw], language)}, dont votre organisme surveille l’application.`,
        'Veuillez faire enquête sur ma plainte, et me confirmer par écrit que vous l’avez reçue.',
      ],
    };
  }
  const what =
    first.type !== CREDIT_REPORT_REQUEST_LETTER
      ? 'The credit file it holds about me, which is my personal information and which it discloses to lenders, contains information I believe is inaccurate, and it did not correct it when I asked.'
      : first.outcome === 'no_reply'
        ? 'It did not answer my request for access to the personal information it holds about me (my credit file).'
        : 'I am not satisfied with its answer to my request for access to the personal information it holds about me (my credit file).';
  return {
    addressee,
    subject: `Privacy complaint about ${bureau.mailingName}`,
    paragraphs: [
      `I am filing a complaint with ${complaintBodyCalled(commissioner)} about how ${bureau.mailingName}, a credit reporting agency (credit bureau), handles my personal information. ${what}`,
      firstLetterParagraph(first, bureau),
      `I rely on ${joinCitations([privacyLaw])}, which your office oversees.`,
      'Please investigate my complaint, and confirm in writing that you received it.',
    ],
  };
}

/** To find the file: the date of birth, where the profile has it (the address is above). */
function birthDateSentence(personal: LetterPersonalData, language: LetterLanguage): string {
  const born = personal.contact.date_of_birth.trim();
  if (!born) return '';
  return language === 'fr'
    ? ` Pour trouver mon dossier : ma date de naissance est le ${longDate(born, language)}, et mon adresse actuelle est celle indiquée ci-dessus.`
    : ` To find my file: my date of birth is ${formatLongDate(born)}, and my current address is the one above.`;
}

function amfTransferRequest(
  { first, bureau }: EscalationFacts,
  personal: LetterPersonalData,
  language: LetterLanguage,
): EscalationBody {
  const amf = AUTORITE_DES_MARCHES_FINANCIERS;
  const addressee = equifaxQuebecAddressee(bureau, language);
  const firstParagraph = `${firstLetterParagraph(first, bureau, language)}${birthDateSentence(personal, language)}`;
  if (language === 'fr') {
    return {
      addressee,
      subject:
        'Demande de transfert de mon dossier de plainte à l’Autorité des marchés financiers (AMF)',
      paragraphs: [
        'J’habite au Québec, et le traitement de ma demande décrite ci-dessous ne me satisfait pas. Je vous demande de transférer mon dossier de plainte à l’Autorité des marchés financiers (AMF), qui encadre les agents d’évaluation du crédit au Québec.',
        firstParagraph,
        ...creditReportingSentence(personal, language),
        'Veuillez transférer mon dossier de plainte à l’AMF et me confirmer ce transfert par écrit.',
      ],
    };
  }
  return {
    addressee,
    subject: `Request to transfer my complaint file to ${complaintBodyCalled(amf)}`,
    paragraphs: [
      'I live in Québec, and I am not satisfied with how my request below was handled. I ask you to transfer my complaint file to the Autorité des marchés financiers (AMF), which supervises credit assessment agents in Québec.',
      firstParagraph,
      ...creditReportingSentence(personal, language),
      'Please transfer my complaint file to the AMF and confirm the transfer to me in writing.',
    ],
  };
}

const BODIES: Record<
  EscalationLetterType,
  (facts: EscalationFacts, personal: LetterPersonalData, language: LetterLanguage) => EscalationBody
> = {
  consumer_office_complaint: consumerOfficeComplaint,
  privacy_complaint: privacyComplaint,
  amf_transfer_request: amfTransferRequest,
};

export function escalationLetter(
  facts: EscalationFacts,
  personal: LetterPersonalData,
  date: IsoDate,
  language: LetterLanguage = 'en',
): LetterDocument {
  const sender = senderFrom(personal, language);
  const { addressee, subject, paragraphs } = BODIES[facts.kind](facts, personal, language);
  const documents = enclosuresFor(facts.first, language);
  const courtesy = letterCourtesy(language);
  const reach =
    language === 'fr'
      ? `Vous pouvez communiquer avec moi ${contactMeans(sender, language)}.`
      : `You can reach me at ${contactMeans(sender)}.`;
  return {
    title: escalationName(facts.kind, facts.first.name, language),
    language,
    instructions: { documents, sendTo: addressee.sendTo },
    sender,
    date,
    recipient: addressee.recipient,
    subject,
    salutation: courtesy.salutation,
    paragraphs: [...paragraphs, ...matterParagraphs(facts.first, personal, language), reach],
    closing: courtesy.closing,
    enclosures: documents,
    signatureName: sender.fullName,
  };
}
