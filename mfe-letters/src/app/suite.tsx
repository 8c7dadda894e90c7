import { Route, Routes } from 'react-router-dom';
import { addCatalog, useTranslation } from 'shared/i18n';
import { PageLayout } from 'shared/ui';
import { LETTERS_NAMESPACE, lettersCatalog } from '../i18n/catalog';

addCatalog(LETTERS_NAMESPACE, lettersCatalog);

function GeneratedLettersPage() {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  return <PageLayout title={t('title')}>{null}</PageLayout>;
}

/** Exposed as 'letters/App': the suite under /app/my-generated-letters, its routes relative to that prefix. */
export default function GeneratedLettersSuite() {
  return (
    <Routes>
      <Route path="*" element={<GeneratedLettersPage />} />
    </Routes>
  );
}
