import 'shared/ui/global.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { addCatalog, initI18n } from 'shared/i18n';
import { createBrowserRouter } from 'shared/router';
import { App } from './app/app';
import { appRoutes } from './app/routes';
import { SITE_NAMESPACE, siteCatalog } from './i18n/site-catalog';

initI18n();
addCatalog(SITE_NAMESPACE, siteCatalog);

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}
const app = <App router={createBrowserRouter(appRoutes())} />;
// '/' arrives with the login page already rendered in (tooling/prerender-login.mjs): take it over
// rather than draw it again. Every other address arrives empty.
if (container.firstElementChild) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
