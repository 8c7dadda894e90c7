import { lazy, Suspense } from 'react';
import { addCatalog, addLazyCatalog } from 'shared/i18n';
import { Navigate, Outlet, Route, Routes } from 'shared/router';
import { Spinner } from 'shared/ui';
import { EducationPage } from '../features/credit-repair-suite/education-page';
import { RepairSuiteLayout } from '../features/credit-repair-suite/repair-suite-layout';
import { creditRepairSuiteTexts } from '../features/credit-repair-suite/texts';
import { useSuiteBase } from '../features/credit-report-suite/use-suite-base';
import { REPAIR_NAMESPACE } from '../i18n/namespace';

// The suite's own texts; each wizard registers its texts when its chunk loads (its index.ts).
addCatalog(REPAIR_NAMESPACE, { creditRepairSuite: creditRepairSuiteTexts }, () =>
  import('../features/credit-repair-suite/texts.fr').then((m) => ({
    creditRepairSuite: m.creditRepairSuiteTextsFr,
  })),
);
// Its guide, the first screen: in the visitor's language only, English as French.
addLazyCatalog(REPAIR_NAMESPACE, {
  en: () =>
    import('../features/credit-repair-suite/education-texts').then((m) => ({
      creditRepairSuite: { education: m.educationTexts },
    })),
  fr: () =>
    import('../features/credit-repair-suite/education-texts.fr').then((m) => ({
      creditRepairSuite: { education: m.educationTextsFr },
    })),
});

/**
 * The wizards load when their tab opens: with their forms and schemas (react-hook-form, zod)
 * they weigh more than the educational page, which is the suite's first screen.
 */
const ReportErrorsWizard = lazy(async () => ({
  default: (await import('../features/credit-report-errors')).ReportErrorsWizard,
}));
const AccountErrorsWizard = lazy(async () => ({
  default: (await import('../features/account-errors')).AccountErrorsWizard,
}));
const CreditorDisputeWizard = lazy(async () => ({
  default: (await import('../features/creditor-dispute')).CreditorDisputeWizard,
}));
const ConsumerStatementForm = lazy(async () => ({
  default: (await import('../features/consumer-statement')).ConsumerStatementForm,
}));

/** Where a wizard shows while its code loads. */
function WizardOutlet() {
  return (
    <Suspense fallback={<Spinner />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * Exposed as 'repair/CreditRepairSuite': /app/credit-repair-suite (the educational page) and
 * its wizard tabs and the consumer statement, all under the suite's heading and tabs.
 */
export default function CreditRepairSuite() {
  const base = useSuiteBase();
  return (
    <Routes>
      <Route element={<RepairSuiteLayout base={base} />}>
        <Route index element={<EducationPage base={base} />} />
        <Route element={<WizardOutlet />}>
          <Route path="errors-on-credit-report" element={<ReportErrorsWizard />} />
          <Route path="errors-with-account" element={<AccountErrorsWizard />} />
          <Route path="dispute-with-creditor" element={<CreditorDisputeWizard />} />
          <Route path="consumer-statement" element={<ConsumerStatementForm />} />
        </Route>
        <Route path="*" element={<Navigate to={base} replace />} />
      </Route>
    </Routes>
  );
}
