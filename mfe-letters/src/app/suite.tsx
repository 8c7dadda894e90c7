import { addCatalog } from 'shared/i18n';
import { Navigate, Route, Routes } from 'shared/router';
import { DEFAULT_GROUP_SLUG, LETTER_GROUP_TABS } from '../features/letters-list/letter-groups';
import { LettersLayout } from '../features/letters-list/letters-layout';
import { LettersTab } from '../features/letters-list/letters-tab';
import { LETTERS_NAMESPACE, lettersCatalog } from '../i18n/catalog';
import { useSuiteBase } from '../lib/use-suite-base';

addCatalog(LETTERS_NAMESPACE, lettersCatalog, () =>
  import('../i18n/catalog.fr').then((module) => module.lettersCatalogFr),
);

/**
 * Exposed as 'letters/App': /app/my-generated-letters/{credit-report,credit-repair,debt-settlement},
 * one tab per letter group, the credit report letters by default.
 */
export default function GeneratedLettersSuite() {
  const base = useSuiteBase();
  const defaultTab = <Navigate to={`${base}/${DEFAULT_GROUP_SLUG}`} replace />;
  return (
    <Routes>
      <Route element={<LettersLayout base={base} />}>
        <Route index element={defaultTab} />
        {LETTER_GROUP_TABS.map((group) => (
          <Route key={group.slug} path={group.slug} element={<LettersTab group={group} />} />
        ))}
        <Route path="*" element={defaultTab} />
      </Route>
    </Routes>
  );
}
