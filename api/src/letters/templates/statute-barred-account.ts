import {
  type LetterInputs,
  LIMITATION_PERIODS,
  type LimitationStatute,
  limitationProblem,
  namesCollector,
  PROVINCIAL_FACTS,
  type Province,
  placeName,
  statuteBarredAccountBody,
} from 'shared/contract';
import { accountLines, bureauLetterTemplate, myFileAt } from '../bureau-letters';
import { ANSWER_IN_WRITING, collectorReminder, detailLines, partyLetter } from '../creditor-parts';
import { formatLongDate, keepTogether } from '../format';
import { letterName } from '../parts';
import { provinceForLetters } from '../province';
import { creditorFromBody, shortPartyName } from '../recipients';
import { refuseByProvincialRule } from '../refusals';
import { citeInSentence } from '../statutes';
import type {
  LetterBuildOptions,
  LetterDocument,
  LetterPersonalData,
  LetterTemplate,
} from '../types';

type Input = LetterInputs['statute_barred_account'];

/**
 * An account past the limitation period of the consumer's province: remove it, or at least mark
 * it as statute-barred; and, when the form names the collector, a letter asking it to stop
 * collecting and not to report the debt. The API makes it only once the period has passed since
 * the last payment or acknowledgement (refuse, below). In Saskatchewan the Credit Reporting Act
 * forbids reporting such a debt at all. Neither letter may acknowledge the debt: in most
 * provinces a written acknowledgement starts the limitation period again.
 */
const bureauLetters = bureauLetterTemplate<Input>({
  type: 'statute_barred_account',
  kind: 'Statute-Barred Account',
  input: statuteBarredAccountBody,
  content(input, { bureau, province }) {
    const forbidden = reportingForbidden(province);
    return {
      subject: `Statute-barred account ${input.account_name}`,
      problem: [
        [
          `${myFileAt(bureau)} reports this account:`,
          ...accountLines(input.account_name, input.account_number),
        ].join('\n'),
        limitationParagraph(input.last_payment_date, province),
      ],
      request: [
        forbidden
          ? `${forbidden} Please remove this account from my file and do not report this debt.`
          : 'Please stop reporting this debt and remove this account from my file. As long as you report it, please mark it as statute-barred, so that anyone who reads my file knows the debt is past its limitation period.',
        NOT_AN_ACKNOWLEDGEMENT,
      ],
      // The Saskatchewan sentence already cites the province's credit-reporting law.
      ...(forbidden ? { statute: null } : {}),
    };
  },
});

export const statuteBarredAccountTemplate: LetterTemplate<Input> = {
  ...bureauLetters,
  refuse: refuseByProvincialRule('last_payment_date', (input, province, today) =>
    limitationProblem(input.last_payment_date, province, today),
  ),
  build(input, personal, options) {
    const letters = bureauLetters.build(input, personal, options);
    return namesCollector(input)
      ? [...letters, collectorLetter(input, personal, options)]
      : letters;
  },
};

/** Said in every letter of this type: a written acknowledgement would restart the period. */
const NOT_AN_ACKNOWLEDGEMENT =
  'This letter is not an acknowledgement of this debt or a promise to pay any part of it, and must not be read as one.';

/**
 * The last payment, the period and its statute. A confirmed period is stated as the law; an
 * unconfirmed one only as what sources give, the longest of them, and the consumer's belief.
 */
export function limitationParagraph(lastPaymentDate: string, province: Province): string {
  const period = LIMITATION_PERIODS[province.code];
  const place = placeName(province.code);
  const since = `The last payment on this account, or written acknowledgement of it, was on ${keepTogether(formatLongDate(lastPaymentDate))}, more than ${years(period.years)} ago.`;
  if (!period.unconfirmed) {
    const law = period.statute ? ` under ${citeLimitationStatute(period.statute)}` : '';
    return `${since} In ${place}, the limitation period for collecting a debt is ${years(period.years)}${law}. That period has passed: the debt is statute-barred.`;
  }
  if (period.statute) {
    return `${since} The limitation period for collecting a debt in ${place} is reported to be ${years(period.years)} under ${citeLimitationStatute(period.statute)}; I have not confirmed the text of that law. As that period has passed, I believe the debt is statute-barred.`;
  }
  const given =
    period.disputedYears.length > 0
      ? `${period.disputedYears.join(' or ')} years; more than the longer of these has passed`
      : `${years(period.years)}; more than that has passed`;
  return `${since} Published sources give the limitation period for collecting a debt in ${place} as ${given}, so I believe the debt is statute-barred.`;
}

/** "2 years", kept on one line. */
function years(count: number): string {
  return keepTogether(`${count} years`);
}

/** "the Limitations Act, 2002, s. 4": citation and provision each kept on one line. */
function citeLimitationStatute(law: LimitationStatute): string {
  // Manitoba's and Saskatchewan's titles begin with "The"; the others take an article.
  const name = law.name.startsWith('The ') ? law.name : `the ${law.name}`;
  const parts = [law.citation, law.provision].filter((part): part is string => part !== null);
  return [name, ...parts.map(keepTogether)].join(', ');
}

/** The provision that forbids reporting a statute-barred debt (Saskatchewan s. 18), as a sentence. */
function reportingForbidden(province: Province): string | null {
  for (const law of PROVINCIAL_FACTS[province.code].creditReporting?.value ?? []) {
    for (const provision of law.provisions) {
      const match = /^s\. (\d+): (a debt past its limitation period may not be reported)$/.exec(
        provision,
      );
      if (match) {
        return `Under section ${match[1]} of ${citeInSentence(law)}, ${match[2]}.`;
      }
    }
  }
  return null;
}

/**
 * To the collector the form names: stop collecting, do not report the debt. It describes the
 * account by what the collector claims and its last payment, never as a debt the consumer owes.
 */
function collectorLetter(
  input: Input,
  personal: LetterPersonalData,
  options: LetterBuildOptions,
): LetterDocument {
  const province = provinceForLetters(personal.currentAddress);
  const collector = creditorFromBody(input);
  const forbidden = reportingForbidden(province);
  return partyLetter({
    title: letterName('Statute-Barred Debt', shortPartyName(collector)),
    party: collector,
    personal,
    date: options.date,
    subject: `Statute-barred debt, account ${input.account_name}`,
    paragraphs: [
      'You are seeking payment from me for the account described below.',
      detailLines([
        ['Account', input.account_name],
        ['Account number', input.account_number],
      ]),
      limitationParagraph(input.last_payment_date, province),
      'Please stop collecting this debt: do not call me or write to me about it, and do not pass it to anyone else to collect, except to confirm in writing that you have stopped.',
      forbidden
        ? `${forbidden} Please do not report this debt to Equifax Canada or TransUnion Canada, and if you have reported it, ask them to remove it.`
        : 'Please do not report this debt to Equifax Canada or TransUnion Canada, and if you have reported it, ask them to remove it.',
      collectorReminder(personal),
      `${NOT_AN_ACKNOWLEDGEMENT} In particular, it is not a written acknowledgement that would start the limitation period again.`,
      ANSWER_IN_WRITING,
    ],
    documents: [],
  });
}
