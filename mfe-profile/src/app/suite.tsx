import { Route, Routes } from 'react-router-dom';
import { addCatalog, useTranslation } from 'shared/i18n';
import { PageLayout } from 'shared/ui';
import { PROFILE_NAMESPACE, profileCatalog } from '../i18n/catalog';

addCatalog(PROFILE_NAMESPACE, profileCatalog);

function PersonalInformationPage() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  return <PageLayout title={t('title')}>{null}</PageLayout>;
}

/** Exposed as 'profile/App': the suite under /app/edit-personal-info, its routes relative to that prefix. */
export default function PersonalInformationSuite() {
  return (
    <Routes>
      <Route path="*" element={<PersonalInformationPage />} />
    </Routes>
  );
}
