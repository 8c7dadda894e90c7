import { type LetterInputs, unauthorizedInquiryBody } from 'shared/contract';
import {
  antiFraudCentre,
  bothBureaus,
  bulletList,
  cad,
  contactSentence,
  IDENTITY_DOCUMENTS,
  identifyingParagraph,
  partyLetter,
  toBothBureausFr,
  withinReplyTime,
} from '../creditor-parts';
import { endSentence, formatLongDate, keepTogether } from '../format';
import { type LetterLanguage, longDate } from '../language';
import { letterName } from '../parts';
import { creditorFromBody, shortPartyName } from '../recipients';
import { citedLaws, inProvinceFr } from '../statutes';
import type { LetterPersonalData, LetterTemplate } from '../types';

type Input = LetterInputs['unauthorized_inquiry'];

/** The credit-reporting law is the one that says who may pull a consumer's report. */
function accessLawSentence(personal: LetterPersonalData, language: LetterLanguage): string | null {
  const laws = citedLaws(personal, 'creditReporting', language);
  if (!laws) return null;
  if (language === 'fr') {
    const place = inProvinceFr(laws.province);
    return `Comme je réside ${place}, je vous signale que ${laws.citedBeforeVerb} ${laws.governs} les activités des agences d’évaluation du crédit ${place}, y compris les personnes qui peuvent obtenir le dossier de crédit d’un consommateur et à quelles fins.`;
  }
  return `As a resident of ${laws.provinceName}, I note that ${laws.citedBeforeVerb} ${laws.governs} credit reporting in ${laws.provinceName}, including who may obtain a consumer’s credit report and for what purpose.`;
}

/** To the creditor whose inquiry the consumer did not authorize (wizard 1, group 1). */
export const unauthorizedInquiryTemplate: LetterTemplate<Input> = {
  type: 'unauthorized_inquiry',
  group: 1,
  input: unauthorizedInquiryBody,
  build(input, personal, options) {
    const { language } = options;
    const creditor = creditorFromBody(input, undefined, options.creditor, language);
    const common = {
      party: creditor,
      personal,
      date: options.date,
      language,
      documents: [
        ...IDENTITY_DOCUMENTS[language],
        language === 'fr'
          ? 'Copie de la page de mon dossier de crédit où figure la demande de renseignements'
          : 'Copy of the page of my credit report that shows the inquiry',
      ],
    };
    if (language === 'fr') {
      const amount =
        input.creditor_amount > 0
          ? ` Cette demande se rapporte à un crédit de ${cad(input.creditor_amount, language)}.`
          : '';
      const madeOn =
        input.inquiry_date === ''
          ? endSentence(creditor.name)
          : `${creditor.name} le ${keepTogether(longDate(input.inquiry_date, language))}.`;
      return [
        partyLetter({
          ...common,
          title: letterName(
            'Demande de renseignements non autorisée',
            shortPartyName(creditor),
            language,
          ),
          subject:
            'Une demande de renseignements à mon dossier de crédit que je n’ai pas autorisée',
          paragraphs: [
            `Mon dossier de crédit fait état d’une demande de renseignements faite par ${madeOn} Je n’ai pas demandé de crédit auprès de vous, et je ne vous ai donné aucune autorisation d’obtenir mon dossier de crédit.${amount}`,
            identifyingParagraph(personal, 'records', language),
            bulletList(
              `Veuillez, ${withinReplyTime(options.date, language)}, faire l’une des choses suivantes :`,
              [
                'm’envoyer une copie de la demande ou du consentement signé qui vous autorisait à obtenir mon dossier de crédit ;',
                `demander ${toBothBureausFr()} de retirer cette demande de renseignements de mon dossier de crédit, et me confirmer par écrit que vous l’avez fait.`,
              ],
            ),
            accessLawSentence(personal, language),
            `Si la demande de renseignements découle d’une demande de crédit faite par quelqu’un d’autre en mon nom, veuillez me le faire savoir, afin que je puisse signaler ce vol d’identité ${antiFraudCentre(language).replace(/^le /, 'au ')} et à la police.`,
            contactSentence(personal, language),
          ],
        }),
      ];
    }
    const amount =
      input.creditor_amount > 0 ? ` It relates to credit of ${cad(input.creditor_amount)}.` : '';
    const madeOn =
      input.inquiry_date === ''
        ? endSentence(creditor.name)
        : `${creditor.name} on ${keepTogether(formatLongDate(input.inquiry_date))}.`;
    return [
      partyLetter({
        ...common,
        title: letterName('Unauthorized Inquiry', shortPartyName(creditor)),
        subject: 'A credit inquiry on my file that I did not authorize',
        paragraphs: [
          `My credit file shows an inquiry made by ${madeOn} I did not apply for credit with you, and I did not authorize you to obtain my credit report.${amount}`,
          identifyingParagraph(personal, 'records'),
          bulletList(`Please do one of the following ${withinReplyTime(options.date)}:`, [
            'send me a copy of the application or the signed consent that authorized you to obtain my credit report; or',
            `ask ${bothBureaus()} to remove this inquiry from my credit file, and confirm to me in writing that you have done so.`,
          ]),
          accessLawSentence(personal, language),
          `If the inquiry came from an application someone else made in my name, please tell me, so that I can report the identity theft to ${antiFraudCentre()} and to the police.`,
          contactSentence(personal),
        ],
      }),
    ];
  },
};
