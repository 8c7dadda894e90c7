import {
  ESCALATION_BODIES,
  type LetterOutcome,
  type LetterType,
  PROVINCIAL_FACTS,
  privacyCommissionerFor,
  type SentBy,
  shortNameIn,
  valueIn,
} from 'shared/contract';
import { maskedAccountNumber } from '../bureau-letters';
import { complaintBodyCalled, frenchArticle } from '../complaint-bodies';
import { detailLines, identifyingParagraph } from '../creditor-parts';
import { formatLongDate, keepTogether } from '../format';
import { type LetterLanguage, longDate } from '../language';
import { contactMeans, letterCourtesy, senderFrom } from '../parts';
import { provinceForLetters } from '../province';
import {
  inProvinceFr,
  joinCitations,
  ofProvinceFr,
  provinceName,
  provincialStatutes,
} from '../statutes';
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
  /** What it was about, from its stored input; absent for a letter stored without one. */
  matter?: FirstLetterMatter;
}

/**
 * What a first letter was about, as its recipient files it: the subject it printed, and the
 * account or court file it named. Empty strings where the letter named none.
 */
export interface FirstLetterMatter {
  /** The first letter's own subject line, as it printed it (in its own language). */
  subject: string;
  accountName: string;
  /** Printed masked, to a bureau as to a creditor: its last four characters tell which. */
  accountNumber: string;
  /** The creditor's reference number for the account. */
  reference: string;
  /** A judgment's court file number. */
  caseNumber: string;
}

/** The lines that let the recipient match the letter to its file: account, reference, case. */
export function matterLines(
  matter: FirstLetterMatter | undefined,
  kind: FollowUpRecipientKind,
  language: LetterLanguage,
): string[] {
  if (!matter) return [];
  const fr = language === 'fr';
  const labels = fr
    ? {
        account: 'Compte',
        number: 'Numéro de compte',
        reference:
          kind === 'creditor' ? 'Votre numéro de référence' : 'Numéro de référence du créancier',
        caseNumber: 'Numéro de dossier du tribunal',
      }
    : {
        account: 'Account',
        number: 'Account number',
        reference: kind === 'creditor' ? 'Your reference number' : 'Creditor’s reference number',
        caseNumber: 'Court file number',
      };
  const details: [string, string][] = [
    [labels.account, matter.accountName.trim()],
    [labels.number, matter.accountNumber.trim() && maskedAccountNumber(matter.accountNumber)],
    [labels.reference, matter.reference.trim()],
    [labels.caseNumber, matter.caseNumber.trim()],
  ];
  const shown = details.filter(([, value]) => value !== '');
  return shown.length === 0 ? [] : [detailLines(shown, language)];
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
  language: LetterLanguage = 'en',
): string {
  if (type === 'statute_barred_account' && kind === 'creditor') return COLLECTOR_REQUEST[language];
  return (language === 'fr' ? REQUESTS_FR : REQUESTS)[type];
}

const COLLECTOR_REQUEST = {
  en: 'stop all collection of the account whose limitation period has passed, and not report it to the credit bureaus; this letter, like my first one, is not an acknowledgement of any debt',
  fr: 'cesser tout recouvrement du compte dont le délai de prescription est expiré, et ne pas le déclarer aux agences d’évaluation du crédit ; la présente lettre, comme la première, n’est la reconnaissance d’aucune dette',
} as const;

/** The same requests in French ("I ask you again to …": « Je vous demande de nouveau de … »). */
const REQUESTS_FR: Record<LetterType, string> = {
  credit_report_request:
    'm’envoyer gratuitement, par la poste à mon adresse actuelle, une copie du dossier de crédit que vous détenez à mon sujet',
  error_of_employment: 'corriger les renseignements sur mon emploi dans mon dossier de crédit',
  error_of_name: 'corriger mon nom dans mon dossier de crédit',
  error_of_address: 'corriger mon adresse dans mon dossier de crédit',
  error_on_credit_file:
    'faire enquête sur le jugement déclaré dans mon dossier de crédit, et le corriger ou le supprimer',
  unauthorized_inquiry:
    'retirer la demande de renseignements que je n’ai pas autorisée, demander aux agences d’évaluation du crédit de la supprimer de mon dossier de crédit, et me le confirmer par écrit',
  account_corrections: 'corriger les renseignements déclarés au sujet de mon compte',
  adjust_balance: 'corriger le solde déclaré pour mon compte',
  does_not_have_account:
    'me confirmer par écrit que je n’ai aucun compte chez vous, et faire supprimer de mon dossier de crédit tout compte déclaré en mon nom',
  no_longer_responsible:
    'mettre mon dossier de crédit à jour pour qu’il indique que je ne suis plus responsable du compte',
  remove_late_payment: 'retirer le retard de paiement déclaré à mon compte',
  change_rating:
    'modifier la cote de mon compte pour tenir compte de ma proposition de consommateur',
  statute_barred_account:
    'retirer de mon dossier de crédit le compte dont le délai de prescription est expiré',
  late_payment: 'retirer les retards de paiement déclarés à mon compte',
  outdated_item:
    'retirer de mon dossier de crédit l’inscription dont le délai de conservation est expiré',
  consumer_statement: 'ajouter ma déclaration du consommateur à mon dossier de crédit',
  dispute_creditor:
    'faire enquête sur le compte que je conteste, m’envoyer les documents qui appuient ce que vous réclamez, et corriger ce que vous déclarez aux agences d’évaluation du crédit',
  offer_a_settlement: 'répondre par écrit à mon offre de règlement du compte',
  accept_a_settlement:
    'me confirmer par écrit le règlement que j’ai accepté, et la façon dont le compte sera déclaré aux agences d’évaluation du crédit une fois payé',
};

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
  outdated_item:
    'remove from my credit file the item that is past the period for which it may be reported',
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

/** The same in French. */
export const SENT_BY_WORDS_FR: Record<SentBy, { how: string; proof: string }> = {
  fax: { how: 'par télécopieur', proof: 'la confirmation de télécopie' },
  mail: { how: 'par la poste', proof: 'le reçu de mise à la poste' },
};

export function sentByWords(sentBy: SentBy, language: LetterLanguage) {
  return (language === 'fr' ? SENT_BY_WORDS_FR : SENT_BY_WORDS)[sentBy];
}

/**
 * "Follow-up to Credit Report Request - Equifax": the list name and PDF title; in French,
 * « Suivi – Demande de dossier de crédit – Équifax ».
 */
export function followUpName(firstName: string, language: LetterLanguage = 'en'): string {
  return language === 'fr' ? `Suivi – ${firstName}` : `Follow-up to ${firstName}`;
}

/**
 * A body as a sentence names it: "the Financial Consumer Agency of Canada (FCAC)", or in French
 * by its official French name (« l’Agence de la consommation en matière financière du Canada
 * (ACFC) »).
 */
function agencyName(
  id: string,
  list: typeof ESCALATION_BODIES,
  language: LetterLanguage = 'en',
): string {
  const agency = list.find((candidate) => candidate.id === id);
  if (!agency) throw new Error(`No reference data for ${id}`);
  if (language === 'fr') {
    const name = valueIn(agency.name, language);
    const short = shortNameIn(agency, language);
    return `${frenchArticle(name)}${name}${short ? ` (${short})` : ''}`;
  }
  return agency.shortName ? `the ${agency.name} (${agency.shortName})` : `the ${agency.name}`;
}

/**
 * Where the consumer will complain next, one line each. Only confirmed consumer offices are
 * named (an unconfirmed name must never be printed unprompted); otherwise the office is
 * described by its province.
 */
export function complaintBodies(
  personal: LetterPersonalData,
  kind: FollowUpRecipientKind,
  language: LetterLanguage = 'en',
) {
  const province = provinceForLetters(personal.currentAddress);
  // The first office is the consumer-protection one (Quebec lists its financial regulator second).
  const office = PROVINCIAL_FACTS[province.code].consumerOffices.find((fact) => !fact.unconfirmed);
  if (language === 'fr') {
    const ofPlace = ofProvinceFr(province);
    const name = office ? valueIn(office.value.name, language) : null;
    const described = `l’organisme de protection du consommateur ${ofPlace}`;
    // A name that already says what and where (« Protection du consommateur de l’Ontario ») needs
    // no gloss; Manitoba's « Office de la protection du consommateur » does, Québec's has the same.
    const provincial = !name
      ? described
      : /protection du consommateur/i.test(name) && name.endsWith(ofPlace)
        ? `${frenchArticle(name)}${name}`
        : `${frenchArticle(name)}${name}, ${described}`;
    if (kind === 'credit-bureau') {
      return [provincial, complaintBodyCalled(privacyCommissionerFor(province.code), language)];
    }
    return [
      provincial,
      `si vous êtes une banque sous réglementation fédérale : ${agencyName('fcac', ESCALATION_BODIES, language)}, et l’organisme externe de traitement des plaintes des banques, ${agencyName('obsi', ESCALATION_BODIES, language)}`,
      `si vous fournissez des services de téléphone, d’Internet ou de télévision : ${agencyName('ccts', ESCALATION_BODIES, language)}`,
    ];
  }
  const provincial = office
    ? `${office.value.name}, the consumer protection office of ${provinceName(province)}`
    : `the consumer protection office of ${provinceName(province)}`;
  if (kind === 'credit-bureau') {
    return [provincial, complaintBodyCalled(privacyCommissionerFor(province.code))];
  }
  return [
    provincial,
    `if you are a federally regulated bank: ${agencyName('fcac', ESCALATION_BODIES)}, and the external complaints body for banks, ${agencyName('obsi', ESCALATION_BODIES)}`,
    `if you provide phone, internet or TV services: ${agencyName('ccts', ESCALATION_BODIES)}`,
  ];
}

function whatHappened(first: FirstLetterFacts, language: LetterLanguage): string {
  if (language === 'fr') {
    if (first.outcome === 'verified_as_accurate' && first.resolvedOn) {
      return `Dans votre réponse du ${longDate(first.resolvedOn, language)}, vous avez indiqué que les renseignements sont exacts tels qu’ils sont déclarés. Je ne suis pas d’accord, pour les raisons exposées dans ma première lettre, et je vous demande de réexaminer la question.`;
    }
    const count = first.daysSinceSent;
    if (count < 1) return 'Je n’ai reçu aucune réponse.';
    // A French sentence never opens with digits.
    return `Il s’est écoulé ${keepTogether(`${count} ${count === 1 ? 'jour' : 'jours'}`)} depuis mon envoi, et je n’ai reçu aucune réponse.`;
  }
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
function statuteSentence(
  personal: LetterPersonalData,
  kind: FollowUpRecipientKind,
  language: LetterLanguage,
) {
  if (kind !== 'credit-bureau') return null;
  const { province, laws } = provincialStatutes(personal, 'creditReporting');
  if (laws.length === 0) return null;
  if (language === 'fr') {
    return `Comme je réside ${inProvinceFr(province)}, j’invoque les droits que ${laws.length > 1 ? 'me confèrent' : 'me confère'} ${joinCitations(laws, language)}.`;
  }
  return `As a resident of ${provinceName(province)}, I rely on my rights under ${joinCitations(laws)}.`;
}

export function followUpLetter(
  facts: FollowUpFacts,
  personal: LetterPersonalData,
  date: IsoDate,
  language: LetterLanguage = 'en',
): LetterDocument {
  const { first, recipient, sendTo, recipientKind, replyDays } = facts;
  const sender = senderFrom(personal, language);
  const sent = sentByWords(first.sentBy, language);
  const at = (day: IsoDate) => longDate(day, language);
  const firstDate = at(first.date);
  const statute = statuteSentence(personal, recipientKind, language);
  const verified = first.outcome === 'verified_as_accurate' && first.resolvedOn;
  const courtesy = letterCourtesy(language);
  const request = firstLetterRequest(first.type, recipientKind, language);
  const complaints = complaintBodies(personal, recipientKind, language).map((line) => `- ${line}`);
  // Who and what, as the first letter said them: a bureau matches the consumer's file by name,
  // date of birth and address, and the account by its number.
  const identification = [
    ...matterLines(first.matter, recipientKind, language),
    identifyingParagraph(
      personal,
      recipientKind === 'credit-bureau' ? 'file' : 'records',
      language,
    ),
  ];
  const fr = language === 'fr';
  // The recipient files the first letter by its subject, not by the product's name for it.
  const called = first.matter?.subject || first.name;
  const documents = fr
    ? [
        `Une copie de ma lettre du ${firstDate}, « ${called} »`,
        `La preuve de son envoi le ${at(first.sentOn)} : ${sent.proof}`,
        ...(verified ? [`Une copie de votre réponse du ${at(first.resolvedOn ?? '')}`] : []),
        'Des copies des documents joints à ma première lettre',
      ]
    : [
        `A copy of my letter dated ${firstDate}, “${called}”`,
        `Proof that I sent it on ${at(first.sentOn)}: ${sent.proof}`,
        ...(verified ? [`A copy of your reply of ${at(first.resolvedOn ?? '')}`] : []),
        'Copies of the documents I enclosed with my first letter',
      ];
  const paragraphs = fr
    ? [
        `Je fais suite à ma lettre du ${firstDate}, ayant pour objet « ${called} », que je vous ai envoyée ${sent.how} le ${at(first.sentOn)}. Vous en trouverez une copie ci-jointe.`,
        ...identification,
        whatHappened(first, language),
        `Je vous demande de nouveau de ${request}. Veuillez le faire, et me répondre par écrit, dans les ${replyDays} jours suivant la réception de la présente lettre.`,
        ...(statute ? [statute] : []),
        [
          'Si je ne reçois pas de réponse satisfaisante dans ce délai, je porterai plainte auprès des organismes suivants :',
          ...complaints,
        ].join('\n'),
        `Vous pouvez communiquer avec moi ${contactMeans(sender, language)}.`,
      ]
    : [
        `I am following up on my letter dated ${firstDate}, with the subject “${called}”, which I sent to you ${sent.how} on ${at(first.sentOn)}. A copy is enclosed.`,
        ...identification,
        whatHappened(first, language),
        `I ask you again to ${request}. Please do so, and reply to me in writing, within ${replyDays} days of receiving this letter.`,
        ...(statute ? [statute] : []),
        [
          'If I do not receive a satisfactory reply by then, I will take my complaint to:',
          ...complaints,
        ].join('\n'),
        `You can reach me at ${contactMeans(sender)}.`,
      ];
  return {
    title: followUpName(first.name, language),
    language,
    instructions: { documents, sendTo },
    sender,
    date,
    recipient,
    subject: fr
      ? `Suivi de ma lettre du ${firstDate}, « ${called} »`
      : `Follow-up to my letter dated ${firstDate}, “${called}”`,
    salutation: courtesy.salutation,
    paragraphs,
    closing: courtesy.closing,
    enclosures: documents,
    signatureName: sender.fullName,
  };
}
