import type { Catalog } from 'shared/i18n';
import { catalogProblems, frenchTypographyProblems } from 'shared/testing';
import {
  catalogRegistrations,
  lazyCatalogRegistrations,
} from 'shared/testing/catalog-registrations';
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

// addCatalog records each registration, so the test sees the loader each module passes.
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog: (await import('shared/testing/catalog-registrations')).recordCatalog,
  addLazyCatalog: (await import('shared/testing/catalog-registrations')).recordLazyCatalog,
}));

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

  it('are loaded by the registration of each part, which hands over the French of exactly that part', async () => {
    await Promise.all([
      import('../app/credit-report-suite'),
      import('../app/credit-repair-suite'),
      import('../features/account-errors'),
      import('../features/credit-report-errors'),
      import('../features/creditor-dispute'),
      import('../features/consumer-statement'),
    ]);
    const parts = catalogRegistrations.filter(({ namespace }) => namespace === REPAIR_NAMESPACE);
    expect(parts.flatMap(({ english }) => Object.keys(english)).sort()).toEqual(
      Object.keys(PAIRS)
        .filter((key) => key !== 'creditRepairSuite.education')
        .sort(),
    );
    for (const { english, loadFrench } of parts) {
      expect(loadFrench).toBeTypeOf('function');
      const french = await loadFrench?.();
      expect(catalogProblems(english, french ?? {})).toEqual([]);
      const [key] = Object.keys(english) as [string];
      expect(french?.[key]).toBe(PAIRS[key]?.[1]);
    }
  });

  it('give the credit repair guide a loader per language, each answering that language only', async () => {
    await import('../app/credit-repair-suite');
    const [guide, ...others] = lazyCatalogRegistrations;
    expect(others).toEqual([]);
    expect(guide?.namespace).toBe(REPAIR_NAMESPACE);
    expect(await guide?.loaders.en()).toEqual({ creditRepairSuite: { education: educationTexts } });
    expect(await guide?.loaders.fr()).toEqual({
      creditRepairSuite: { education: educationTextsFr },
    });
  });
});
