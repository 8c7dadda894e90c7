import {
  type BureauName,
  bureauByName,
  bureausChosen,
  CREDIT_REPORT_REQUEST_LETTER,
  letterLanguage,
} from 'shared/contract';
import { z } from 'zod';
import { type LetterLanguage, queBefore } from '../language';
import {
  bureauDocumentRules,
  bureauDocuments,
  bureauNameIn,
  bureauRecipient,
  bureauShortName,
  contactMeans,
  fileRequestSendTo,
  identifyingDetails,
  letterCourtesy,
  letterName,
  senderFrom,
} from '../parts';
import { inProvinceFr, joinCitations, provinceName, provincialStatutes } from '../statutes';
import type { IsoDate, LetterDocument, LetterPersonalData, LetterTemplate } from '../types';

const KIND = { en: 'Credit Report Request', fr: 'Demande de dossier de crédit' } as const;

/** "Credit Report Request - Equifax" (« Demande de dossier de crédit – Équifax »). */
export function creditReportRequestName(
  bureau: BureauName,
  language: LetterLanguage = 'en',
): string {
  return letterName(KIND[language], bureauShortName(bureauByName(bureau), language), language);
}

/**
 * The sentence citing the consumer's provincial credit-reporting law, or null where the province
 * has none known (the request then rests on the bureau's own free disclosure by mail).
 */
function statuteSentence(personal: LetterPersonalData, language: LetterLanguage): string | null {
  const { province, laws } = provincialStatutes(personal, 'creditReporting');
  if (laws.length === 0) return null;
  const cited = joinCitations(laws, language);
  if (language === 'fr') {
    return `Comme je réside ${inProvinceFr(province)}, je fais cette demande en vertu ${joinCitations(laws, language, true)}, qui me ${
      laws.length > 1 ? 'donnent' : 'donne'
    } droit à la communication des renseignements que votre agence détient à mon sujet.`;
  }
  return `As a resident of ${provinceName(province)}, I make this request under ${cited}, which ${
    laws.length > 1 ? 'entitle' : 'entitles'
  } me to disclosure of the information your agency holds about me.`;
}

const WORDS = {
  en: {
    subject: 'Request for a free copy of my credit file (consumer disclosure)',
    request: (bureau: string) =>
      `I am writing to ask for a free copy of the credit file that ${bureau} holds about me. Please send it to me by mail at my current address, shown above.`,
    find: 'To help you find my file, here are my identifying details:',
    identity: (means: string) =>
      `To confirm my identity, I enclose copies of the identification listed below. If you need anything more to process this request, please contact me at ${means}.`,
  },
  fr: {
    subject: 'Demande d’une copie gratuite de mon dossier de crédit (divulgation au consommateur)',
    request: (bureau: string) =>
      `Je vous écris pour obtenir une copie gratuite du dossier de crédit ${queBefore(bureau)} détient à mon sujet. Veuillez me l’envoyer par la poste, à mon adresse actuelle indiquée ci-dessus.`,
    find: 'Pour vous aider à trouver mon dossier, voici mes renseignements d’identification :',
    identity: (means: string) =>
      `Pour confirmer mon identité, je joins des copies des pièces d’identité énumérées ci-dessous. Si vous avez besoin d’autre chose pour traiter cette demande, veuillez communiquer avec moi ${means}.`,
  },
};

/** The free request for one bureau's file, sent by the consumer (group 0). */
export function creditReportRequest(
  personal: LetterPersonalData,
  bureauName: BureauName,
  date: IsoDate,
  language: LetterLanguage = 'en',
): LetterDocument {
  const bureau = bureauByName(bureauName);
  const sender = senderFrom(personal, language);
  const documents = bureauDocuments(bureau, language);
  const statute = statuteSentence(personal, language);
  const words = WORDS[language];
  const courtesy = letterCourtesy(language);
  return {
    title: creditReportRequestName(bureau.id, language),
    language,
    instructions: {
      documents,
      documentRules: bureauDocumentRules(bureau, language),
      sendTo: fileRequestSendTo(bureau, language),
    },
    sender,
    date,
    recipient: bureauRecipient(bureau, language),
    subject: words.subject,
    salutation: courtesy.salutation,
    paragraphs: [
      words.request(bureauNameIn(bureau, language)),
      ...(statute ? [statute] : []),
      [words.find, ...identifyingDetails(personal, language)].join('\n'),
      words.identity(contactMeans(sender, language)),
    ],
    closing: courtesy.closing,
    enclosures: documents,
    signatureName: sender.fullName,
  };
}

/** The generate body of the free report: empty, or naming one bureau (decisions.md section 3). */
const creditReportRequestInput = z.strictObject({
  bureau: z.enum(['Equifax', 'TransUnion', 'both']).default('both'),
  language: letterLanguage,
});
export type CreditReportRequestInput = z.output<typeof creditReportRequestInput>;

/** One Generate makes two letters, Equifax's then TransUnion's (or the one bureau asked for). */
export const creditReportRequestTemplate: LetterTemplate<CreditReportRequestInput> = {
  type: CREDIT_REPORT_REQUEST_LETTER,
  group: 0,
  input: creditReportRequestInput,
  build(input, personal, options) {
    return bureausChosen(input.bureau).map((bureau) =>
      creditReportRequest(personal, bureau, options.date, options.language),
    );
  },
};
