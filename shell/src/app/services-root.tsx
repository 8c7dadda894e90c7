import { Provider } from 'react-redux';
import { Outlet } from 'shared/router';
import { SuiteLoaderContext } from '../features/suites/suite-loader-context';
import type { SignedInServices } from './signed-in-services';

export interface ServicesRootProps {
  services: SignedInServices;
}

/** The providers of the register page and of every /app screen and remote suite. */
export function ServicesRoot({ services }: ServicesRootProps) {
  return (
    <Provider store={services.store}>
      <SuiteLoaderContext value={services.suiteLoader}>
        <Outlet />
      </SuiteLoaderContext>
    </Provider>
  );
}
