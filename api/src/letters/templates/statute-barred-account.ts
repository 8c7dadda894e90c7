import {
  type LetterInputs,
  PROVINCIAL_FACTS,
  type Province,
  statuteBarredAccountBody,
} from 'shared/contract';
import { accountLines, bureauLetterTemplate, myFileAt } from '../bureau-letters';
import { citeInSentence, provinceName } from '../statutes';

/**
 * An account past the limitation period of the consumer's province: remove it, or at least mark
 * it as statute-barred. In Saskatchewan the Credit Reporting Act forbids reporting it at all.
 * The letter must not acknowledge the debt: in most provinces a written acknowledgement starts
 * the limitation period again.
 */
export const statuteBarredAccountTemplate = bureauLetterTemplate<
  LetterInputs['statute_barred_account']
>({
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
        `The debt on this account is statute-barred: the limitation period for collecting it under the law of ${provinceName(province)} has passed.${limitationSentence(province)}`,
      ],
      request: [
        forbidden
          ? `${forbidden} Please remove this account from my file.`
          : 'Please remove this account from my file or, as long as you report it, mark it as statute-barred, so that anyone who reads my file knows the debt is past its limitation period.',
        'This letter is not an acknowledgement of this debt or a promise to pay it, and must not be read as one.',
      ],
      // The Saskatchewan sentence already cites the province's credit-reporting law.
      ...(forbidden ? { statute: null } : {}),
    };
  },
});

/** " In Ontario, that period is 2 years, 15 years at most." (only a confirmed period is printed) */
function limitationSentence(province: Province): string {
  const period = PROVINCIAL_FACTS[province.code].limitationPeriod;
  return period.unconfirmed ? '' : ` In ${provinceName(province)}, that period is ${period.value}.`;
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
