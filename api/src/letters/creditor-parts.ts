import {
  bureauOfAgencyName,
  CREDIT_BUREAUS,
  FEDERAL_AGENCIES,
  PIPEDA,
  valueIn,
} from 'shared/contract';
import { formatPhone, keepTogether } from './format';
import { type LetterLanguage, longDate, money } from './language';
import {
  bureauDocumentRules,
  bureauDocuments,
  bureauNameIn,
  contactMeans,
  identifyingDetails,
  letterCourtesy,
  senderFrom,
} from './parts';
import { type LetterParty, partyRecipient, partySendTo } from './recipients';
import { citedLaws, inProvinceFr, joinCitations } from './statutes';
import type {
  IsoDate,
  LetterAccount,
  LetterDispute,
  LetterDocument,
  LetterPersonalData,
} from './types';

/**
 * The sentences the creditor- and agency-bound letters share, written once in each language, and
 * the builder that turns a letter's own words into a document addressed to a creditor or an
 * agency.
 */

/** How long a recipient has to answer; the letters print the date it falls on. */
export const REPLY_DAYS = 30;

/** The date `days` after the letter's, as the letter prints it ("April 4, 2026"). */
export function dateAfter(date: IsoDate, days: number, language: LetterLanguage = 'en'): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  parsed.setUTCDate(parsed.getUTCDate() + days);
  const after = parsed.toISOString().slice(0, 10);
  return longDate(after, language);
}

/**
 * "within 30 days of the date of this letter, that is by April 4, 2026", or « dans les 30 jours
 * suivant la date de la présente lettre, soit au plus tard le 4 avril 2026 ».
 */
export function withinReplyTime(date: IsoDate, language: LetterLanguage = 'en'): string {
  const by = keepTogether(dateAfter(date, REPLY_DAYS, language));
  return language === 'fr'
    ? `dans les ${REPLY_DAYS} jours suivant la date de la présente lettre, soit au plus tard le ${by}`
    : `within ${REPLY_DAYS} days of the date of this letter, that is by ${by}`;
}

/**
 * « à Équifax Canada et à TransUnion Canada », as French repeats the preposition; after a
 * negation, « à Équifax Canada ni à TransUnion Canada ».
 */
export function toBothBureausFr(joiner: 'et' | 'ni' = 'et'): string {
  return CREDIT_BUREAUS.map((bureau) => `à ${bureauNameIn(bureau, 'fr')}`).join(` ${joiner} `);
}

/** "Equifax Canada and TransUnion Canada" (« Équifax Canada et TransUnion Canada »). */
export function bothBureaus(language: LetterLanguage = 'en'): string {
  return CREDIT_BUREAUS.map((bureau) => bureauNameIn(bureau, language)).join(
    language === 'fr' ? ' et ' : ' and ',
  );
}

/** Spec section 2: two government IDs, one with a photo and the current address. */
export const IDENTITY_DOCUMENTS = {
  en: [
    'Copy of a government-issued photo identification showing my current address, front and back',
    'Copy of a second government-issued identification, front and back',
  ],
  fr: [
    'Copie d’une pièce d’identité avec photo délivrée par un gouvernement et indiquant mon adresse actuelle, recto verso',
    'Copie d’une deuxième pièce d’identité délivrée par un gouvernement, recto verso',
  ],
} as const;

/**
 * The identification an agency asks for: a bureau's own list when the agency is Equifax or
 * TransUnion (its name as the user left it), the spec's two IDs otherwise.
 */
export function agencyIdentityDocuments(
  agencyName: string,
  language: LetterLanguage = 'en',
): readonly string[] {
  const bureau = bureauOfAgencyName(agencyName);
  return bureau ? bureauDocuments(bureau, language) : IDENTITY_DOCUMENTS[language];
}

/** "Label: value" lines, one per detail, as one paragraph; values kept on one line each. */
export function detailLines(
  details: readonly (readonly [string, string])[],
  language: LetterLanguage = 'en',
): string {
  const separator = language === 'fr' ? ' : ' : ': ';
  return details
    .map(([label, value]) => `${label}${separator}${keepTogether(value.trim())}`)
    .join('\n');
}

/** A heading line and its bullet items, as one paragraph. */
export function bulletList(heading: string, items: readonly string[]): string {
  return [heading, ...items.map((item) => `•  ${item}`)].join('\n');
}

/** An amount on one line: "$1,234.56" or « 1 234,56 $ ». */
export function cad(amount: number, language: LetterLanguage = 'en'): string {
  return money(amount, language);
}

/** The account a creditor letter is about, with the creditor's own reference number. */
export function accountWithReference(
  account: Pick<LetterAccount, 'account_name' | 'full_account_number'>,
  reference: string,
  language: LetterLanguage = 'en',
): [string, string][] {
  return language === 'fr'
    ? [
        ['Compte', account.account_name],
        ['Numéro de compte', account.full_account_number],
        ['Votre numéro de référence', reference],
      ]
    : [
        ['Account', account.account_name],
        ['Account number', account.full_account_number],
        ['Your reference number', reference],
      ];
}

/** How the consumer wants a creditor's answer: in writing, to the address on the letter. */
export const ANSWER_IN_WRITING = {
  en: 'Please send your answer in writing to my address above.',
  fr: 'Veuillez me répondre par écrit, à mon adresse indiquée ci-dessus.',
} as const;

/** Settlement talk is not an admission: said plainly, without claiming more than it does. */
export const WITHOUT_ADMISSION = {
  en: 'This letter is written without prejudice and without any admission of liability. It is not an acknowledgement that I owe this debt or any part of it.',
  fr: 'La présente lettre est écrite sous toutes réserves et sans aucune admission de responsabilité. Elle ne constitue pas une reconnaissance que je dois cette dette, en tout ou en partie.',
} as const;

/**
 * Reminds a collector of the consumer's provincial collection statute (every province has one
 * in the reference data; null only if that ever changes).
 */
export function collectorReminder(
  personal: LetterPersonalData,
  language: LetterLanguage = 'en',
): string | null {
  const laws = citedLaws(personal, 'collection', language);
  if (!laws) return null;
  if (language === 'fr') {
    const them = laws.several ? 'les respectiez' : 'la respectiez';
    return `J’habite ${inProvinceFr(laws.province)}. Si vous êtes une agence de recouvrement, ou si vous recouvrez cette dette pour le compte d’un tiers, ${laws.citedBeforeVerb} ${laws.governs} la façon dont vous pouvez la recouvrer auprès de moi, et je m’attends à ce que vous ${them}.`;
  }
  const them = laws.governs === 'govern' ? 'them' : 'it';
  return `I live in ${laws.provinceName}. If you are a collection agency, or collect this debt for someone else, ${laws.citedBeforeVerb} ${laws.governs} how you may collect it from me, and I expect you to comply with ${them}.`;
}

/**
 * Why an agency must correct its file: the province's credit-reporting law; where it has none, the
 * federal privacy law, which applies to the bureaus' files everywhere in Canada.
 */
export function correctionBasis(
  personal: LetterPersonalData,
  language: LetterLanguage = 'en',
): string {
  const laws = citedLaws(personal, 'creditReporting', language);
  if (language === 'fr') {
    if (!laws) {
      return `Je fais cette demande en vertu ${joinCitations([PIPEDA], language, true)}, dont l’annexe 1 exige que les renseignements personnels soient aussi exacts, complets et à jour que l’exigent les fins auxquelles ils sont destinés (article 4.6), et que les renseignements dont l’inexactitude est démontrée soient modifiés (article 4.9.5).`;
    }
    const place = inProvinceFr(laws.province);
    return `Comme je réside ${place}, je fais cette demande ${laws.under}, qui ${laws.governs} les activités des agences d’évaluation du crédit ${place}, y compris la correction des renseignements inexacts du dossier de crédit d’un consommateur.`;
  }
  if (!laws) {
    return `I make this request under ${joinCitations([PIPEDA])}, whose Schedule 1 requires personal information to be as accurate, complete and up to date as its purposes need (clause 4.6), and information shown to be inaccurate to be amended (clause 4.9.5).`;
  }
  return `As a resident of ${laws.provinceName}, I make this request under ${laws.cited}, which ${laws.governs} credit reporting in ${laws.provinceName}, including the correction of inaccurate information in a consumer’s credit file.`;
}

/** The Canadian Anti-Fraud Centre as a sentence names it, with its number. */
export function antiFraudCentre(language: LetterLanguage = 'en'): string {
  const centre = FEDERAL_AGENCIES.find((agency) => agency.id === 'cafc');
  if (!centre) {
    throw new Error('The reference data lost the Canadian Anti-Fraud Centre.');
  }
  const phone = centre.phones[0]?.value.number;
  const name = language === 'fr' ? `le ${valueIn(centre.name, language)}` : `the ${centre.name}`;
  return phone ? `${name} (${formatPhone(phone)})` : name;
}

/** The consumer's identifying details, so the recipient finds the file or the records. */
export function identifyingParagraph(
  personal: LetterPersonalData,
  where: 'file' | 'records',
  language: LetterLanguage = 'en',
): string {
  const intro =
    language === 'fr'
      ? where === 'file'
        ? 'Pour vous aider à trouver mon dossier, voici mes renseignements d’identification :'
        : 'Pour vous aider à trouver vos dossiers, voici mes renseignements d’identification :'
      : where === 'file'
        ? 'To help you find my file, here are my identifying details:'
        : 'To help you find your records, here are my identifying details:';
  return [intro, ...identifyingDetails(personal, language)].join('\n');
}

/** The closing request for contact, naming how the consumer can be reached. */
export function contactSentence(
  personal: LetterPersonalData,
  language: LetterLanguage = 'en',
): string {
  const means = contactMeans(senderFrom(personal, language), language);
  return language === 'fr'
    ? `Si vous avez besoin d’autres renseignements pour traiter cette demande, veuillez communiquer avec moi ${means}.`
    : `If you need more information to deal with this request, please contact me at ${means}.`;
}

export interface PartyLetterParts {
  title: string;
  party: LetterParty;
  personal: LetterPersonalData;
  date: IsoDate;
  language: LetterLanguage;
  subject: string;
  /** Null entries are left out (a sentence that does not apply to this consumer). */
  paragraphs: readonly (string | null)[];
  /** Printed as the enclosures and listed on the instructions page as the documents to attach. */
  documents: readonly string[];
  /** For an agency that is a bureau: what the letter disputes, for its online form. */
  dispute?: LetterDispute;
}

/** A letter to a creditor or an agency: the consumer writes, the party receives. */
export function partyLetter(parts: PartyLetterParts): LetterDocument {
  const { language } = parts;
  const sender = senderFrom(parts.personal, language);
  const courtesy = letterCourtesy(language);
  return {
    title: parts.title,
    language,
    instructions: {
      documents: [...parts.documents],
      documentRules: parts.party.bureau ? bureauDocumentRules(parts.party.bureau, language) : [],
      sendTo: partySendTo(parts.party, language),
    },
    sender,
    date: parts.date,
    recipient: partyRecipient(parts.party),
    subject: parts.subject,
    salutation: courtesy.salutation,
    paragraphs: parts.paragraphs.filter((paragraph): paragraph is string => paragraph !== null),
    closing: courtesy.closing,
    enclosures: [...parts.documents],
    signatureName: sender.fullName,
    ...(parts.party.bureau && parts.dispute ? { dispute: parts.dispute } : {}),
  };
}
