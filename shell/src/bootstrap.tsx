import 'shared/ui/global.css';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { createRoot } from 'react-dom/client';
import { addCatalog, initI18n } from 'shared/i18n';
import { createBrowserRouter } from 'shared/router';
import { App } from './app/app';
import { appRoutes } from './app/routes';
import { createStore } from './app/store';
import { SITE_NAMESPACE, siteCatalog } from './i18n/site-catalog';
import { createFederationSuiteLoader } from './lib/federation/federation-loader';

initI18n();
addCatalog(SITE_NAMESPACE, siteCatalog);

const store = createStore();
// Refetch on focus and reconnect, for every suite's queries: once, for the one store.
setupListeners(store.dispatch);

const suiteLoader = createFederationSuiteLoader();
// Read /remotes.json now, without delaying the first screen; a failure is retried by the
// first suite that needs it.
suiteLoader.prepare().catch(() => undefined);

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}
createRoot(container).render(
  <App store={store} router={createBrowserRouter(appRoutes())} suiteLoader={suiteLoader} />,
);
