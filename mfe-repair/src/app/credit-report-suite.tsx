import { lazy, Suspense } from 'react';
import { addCatalog } from 'shared/i18n';
import { Navigate, Route, Routes } from 'shared/router';
import { Spinner } from 'shared/ui';
import { InstantReportPage } from '../features/credit-report-suite/instant-report-page';
import { ReferencePage } from '../features/credit-report-suite/reference-page';
import { creditReportSuiteTexts } from '../features/credit-report-suite/texts';
import { useSuiteBase } from '../features/credit-report-suite/use-suite-base';
import { REPAIR_NAMESPACE } from '../i18n/namespace';

addCatalog(REPAIR_NAMESPACE, { creditReportSuite: creditReportSuiteTexts }, () =>
  import('../features/credit-report-suite/texts.fr').then((m) => ({
    creditReportSuite: m.creditReportSuiteTextsFr,
  })),
);

/**
 * The free report request generates a letter with the letter-wizard kit (its language choice and
 * generator, and with them the phone library): loaded when it is opened, not with the suite's
 * first screen, the reference page.
 */
const FreeReportPage = lazy(async () => ({
  default: (await import('../features/credit-report-suite/free-report-page')).FreeReportPage,
}));

/** Exposed as 'repair/CreditReportSuite': /app/credit-report-suite and its sub-routes. */
export default function CreditReportSuite() {
  const base = useSuiteBase();
  return (
    <Routes>
      <Route index element={<ReferencePage base={base} />} />
      <Route
        path="free-equifax-transunion"
        element={
          <Suspense fallback={<Spinner />}>
            <FreeReportPage />
          </Suspense>
        }
      />
      <Route path="instant-equifax-transunion" element={<InstantReportPage base={base} />} />
      <Route path="*" element={<Navigate to={base} replace />} />
    </Routes>
  );
}
