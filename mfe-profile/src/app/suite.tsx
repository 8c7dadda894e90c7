import { lazy } from 'react';
import { Navigate, Route, Routes } from 'shared/router';
import { ProfileLayout } from '../features/layout/profile-layout';
import { DEFAULT_PROFILE_TAB } from '../features/layout/profile-tabs';
import { registerProfileCatalog } from '../i18n/register-catalog';
import { useSuiteBase } from '../lib/use-suite-base';

registerProfileCatalog();

// One chunk per tab: the first screen loads only the personal tab (and its phone input).
const PersonalTab = lazy(() =>
  import('../features/personal/personal-tab').then((module) => ({ default: module.PersonalTab })),
);
const AddressTab = lazy(() =>
  import('../features/address/address-tab').then((module) => ({ default: module.AddressTab })),
);
const EmploymentTab = lazy(() =>
  import('../features/employment/employment-tab').then((module) => ({
    default: module.EmploymentTab,
  })),
);
const IdentificationsTab = lazy(() =>
  import('../features/identifications/identifications-tab').then((module) => ({
    default: module.IdentificationsTab,
  })),
);
const BankruptcyTab = lazy(() =>
  import('../features/bankruptcy/bankruptcy-tab').then((module) => ({
    default: module.BankruptcyTab,
  })),
);
const PasswordTab = lazy(() =>
  import('../features/password/password-tab').then((module) => ({ default: module.PasswordTab })),
);
const AccountTab = lazy(() =>
  import('../features/account/account-tab').then((module) => ({ default: module.AccountTab })),
);

/**
 * Exposed as 'profile/App': /app/edit-personal-info/{tab}, its routes relative to that prefix.
 * The suite's root and an unknown tab go to the personal tab.
 */
export default function PersonalInformationSuite() {
  const base = useSuiteBase();
  const personal = <Navigate to={`${base}/${DEFAULT_PROFILE_TAB}`} replace />;
  return (
    <Routes>
      <Route element={<ProfileLayout base={base} />}>
        <Route index element={personal} />
        <Route path="personal" element={<PersonalTab />} />
        <Route path="address" element={<AddressTab />} />
        <Route path="employment" element={<EmploymentTab />} />
        <Route path="identifications" element={<IdentificationsTab />} />
        <Route path="bankruptcy" element={<BankruptcyTab />} />
        <Route path="password" element={<PasswordTab />} />
        <Route path="account" element={<AccountTab />} />
        <Route path="*" element={personal} />
      </Route>
    </Routes>
  );
}
