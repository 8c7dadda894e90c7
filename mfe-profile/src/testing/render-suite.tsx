import { Route, Routes, useLocation } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, renderWithProviders } from 'shared/testing';
import PersonalInformationSuite from '../app/suite';

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/** The suite under the shell's prefix, signed in, at `route` (a path, or one with router state). */
export function renderSuite(route: string | { pathname: string; state?: unknown }) {
  const store = createTestStore();
  store.dispatch(signedIn('test-key'));
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/app/edit-personal-info/*" element={<PersonalInformationSuite />} />
      </Routes>
      <CurrentPath />
    </>,
    { route, store },
  );
}
