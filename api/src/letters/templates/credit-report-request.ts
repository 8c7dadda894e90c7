import { type BureauName, bureauByName, CREDIT_REPORT_REQUEST_LETTER } from 'shared/contract';
import { z } from 'zod';
import {
  bureauDocumentRules,
  bureauRecipient,
  bureauSendTo,
  contactMeans,
  identifyingDetails,
  letterName,
  senderFrom,
} from '../parts';
import { joinCitations, provincialStatutes } from '../statutes';
import type { IsoDate, LetterDocument, LetterPersonalData, LetterTemplate } from '../types';

const KIND = 'Credit Report Request';

/** "Credit Report Request - Equifax" */
export function creditReportRequestName(bureau: BureauName): string {
  return letterName(KIND, bureau);
}

/**
 * The sentence citing the consumer's provincial credit-reporting law, or null where the province
 * has none known (the request then rests on the bureau's own free disclosure by mail).
 */
function statuteSentence(personal: LetterPersonalData): string | null {
  const { province, laws } = provincialStatutes(personal, 'creditReporting');
  if (laws.length === 0) return null;
  const cited = joinCitations(laws);
  return `As a resident of ${province.name}, I make this request under ${cited}, which ${
    laws.length > 1 ? 'entitle' : 'entitles'
  } me to disclosure of the information your agency holds about me.`;
}

/** The free request for one bureau's file, sent by the consumer (group 0). */
export function creditReportRequest(
  personal: LetterPersonalData,
  bureauName: BureauName,
  date: IsoDate,
): LetterDocument {
  const bureau = bureauByName(bureauName);
  const sender = senderFrom(personal);
  const documents = [...bureau.identification.documents];
  const statute = statuteSentence(personal);
  const request = `I am writing to ask for a free copy of the credit file that ${bureau.name} holds about me. Please send it to me by mail at my current address, shown above.`;
  return {
    title: creditReportRequestName(bureau.id),
    instructions: {
      documents,
      documentRules: bureauDocumentRules(bureau),
      // The bureaus' online forms take disputes; the sources confirm mail for a request of the
      // file (a consumer disclosure), so this letter's instructions give mail, not the dispute form.
      sendTo: { ...bureauSendTo(bureau), online: null },
    },
    sender,
    date,
    recipient: bureauRecipient(bureau),
    subject: 'Request for a free copy of my credit file (consumer disclosure)',
    salutation: 'Dear Sir or Madam:',
    paragraphs: [
      request,
      ...(statute ? [statute] : []),
      [
        'To help you find my file, here are my identifying details:',
        ...identifyingDetails(personal),
      ].join('\n'),
      `To confirm my identity, I enclose copies of the identification listed below. If you need anything more to process this request, please contact me at ${contactMeans(sender)}.`,
    ],
    closing: 'Sincerely,',
    enclosures: documents,
    signatureName: sender.fullName,
  };
}

/** The generate body of the free report: empty, or naming one bureau (decisions.md section 3). */
const creditReportRequestInput = z.strictObject({
  bureau: z.enum(['Equifax', 'TransUnion', 'both']).default('both'),
});
export type CreditReportRequestInput = z.output<typeof creditReportRequestInput>;

/** One Generate makes two letters, Equifax's then TransUnion's (or the one bureau asked for). */
export const creditReportRequestTemplate: LetterTemplate<CreditReportRequestInput> = {
  type: CREDIT_REPORT_REQUEST_LETTER,
  group: 0,
  input: creditReportRequestInput,
  build(input, personal, options) {
    const bureaus: BureauName[] =
      input.bureau === 'both' ? ['Equifax', 'TransUnion'] : [input.bureau];
    return bureaus.map((bureau) => creditReportRequest(personal, bureau, options.date));
  },
};
