import type { Catalog } from 'shared/i18n';
import { catalogProblems, frenchTypographyProblems, registeredTexts } from 'shared/testing';
import { accountErrorsTexts } from '../features/account-errors/texts';
import { accountErrorsTextsFr } from '../features/account-errors/texts.fr';
import { consumerStatementTexts } from '../features/consumer-statement/texts';
import { consumerStatementTextsFr } from '../features/consumer-statement/texts.fr';
import { educationTexts } from '../features/credit-repair-suite/education-texts';
import { educationTextsFr } from '../features/credit-repair-suite/education-texts.fr';
import { creditRepairSuiteTexts } from '../features/credit-repair-suite/texts';
import { creditRepairSuiteTextsFr } from '../features/credit-repair-suite/texts.fr';
import { reportErrorsTexts } from '../features/credit-report-errors/texts';
import { reportErrorsTextsFr } from '../features/credit-report-errors/texts.fr';
import { creditReportSuiteTexts } from '../features/credit-report-suite/texts';
import { creditReportSuiteTextsFr } from '../features/credit-report-suite/texts.fr';
import { creditorDisputeTexts } from '../features/creditor-dispute/texts';
import { creditorDisputeTextsFr } from '../features/creditor-dispute/texts.fr';
import { REPAIR_NAMESPACE } from './namespace';

/** Every English/French pair this remote owns, by the key each has in the 'repair' namespace. */
const PAIRS: Record<string, [english: Catalog, french: Catalog]> = {
  creditReportSuite: [creditReportSuiteTexts, creditReportSuiteTextsFr],
  creditRepairSuite: [creditRepairSuiteTexts, creditRepairSuiteTextsFr],
  'creditRepairSuite.education': [educationTexts, educationTextsFr],
  accountErrors: [accountErrorsTexts, accountErrorsTextsFr],
  reportErrors: [reportErrorsTexts, reportErrorsTextsFr],
  creditorDispute: [creditorDisputeTexts, creditorDisputeTextsFr],
  consumerStatement: [consumerStatementTexts, consumerStatementTextsFr],
};

/** The texts of one language as the 'repair' namespace nests them, from PAIRS. */
function nestedTexts(side: 0 | 1): Record<string, Record<string, unknown>> {
  const texts: Record<string, Record<string, unknown>> = {};
  for (const [key, pair] of Object.entries(PAIRS)) {
    const [top, sub] = key.split('.') as [string, string | undefined];
    texts[top] = sub ? { ...texts[top], [sub]: pair[side] } : { ...texts[top], ...pair[side] };
  }
  return texts;
}

describe('the repair remote’s French catalogs', () => {
  it.each(Object.entries(PAIRS))(
    '%s has every English key, no more, none empty, the same placeholders',
    (_key, [english, french]) => {
      expect(catalogProblems(english, french)).toEqual([]);
    },
  );

  it('are written with French typography: ’ for the apostrophe, a no-break space before : ; ! ? » and after «', () => {
    const wrong = Object.values(PAIRS).flatMap(([, french]) => frenchTypographyProblems(french));
    expect(wrong).toEqual([]);
  });

  it('are what the remote’s parts register for each language, the credit repair guide’s included', async () => {
    await Promise.all([
      import('../app/credit-report-suite'),
      import('../app/credit-repair-suite'),
      import('../features/account-errors'),
      import('../features/credit-report-errors'),
      import('../features/creditor-dispute'),
      import('../features/consumer-statement'),
    ]);
    expect(await registeredTexts(REPAIR_NAMESPACE, 'en')).toMatchObject(nestedTexts(0));
    expect(await registeredTexts(REPAIR_NAMESPACE, 'fr')).toMatchObject(nestedTexts(1));
  });
});
