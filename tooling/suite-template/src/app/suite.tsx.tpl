import { Route, Routes } from 'shared/router';
import { HomePage } from '../features/home/home-page';
import { register__Name__Catalog } from '../i18n/register-catalog';

register__Name__Catalog();

/**
 * Exposed as '__name__/App' (its entry in shared/src/suites/registry.mjs): the suite under
 * /app/__name__, its routes relative to that prefix. Add a Route per screen.
 */
export default function __Name__Suite() {
  return (
    <Routes>
      <Route path="*" element={<HomePage />} />
    </Routes>
  );
}
