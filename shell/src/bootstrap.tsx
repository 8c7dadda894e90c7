import 'shared/ui/global.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  applyDocumentLanguage,
  detectLanguage,
  i18n,
  initI18n,
  type Language,
  loadLanguage,
  localeOf,
} from 'shared/i18n';
import { createBrowserRouter } from 'shared/router';
import { App } from './app/app';
import { appRoutes } from './app/routes';

const language = detectLanguage();
// The page the server sent: the login page rendered in its language, or empty.
const servedLanguage = document.documentElement.lang;
initI18n(language);
applyDocumentLanguage(language);

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}
const root = container;
const app = <App router={createBrowserRouter(appRoutes())} />;
/** English when the French words cannot be downloaded: a page in English beats a blank one. */
async function firstScreenLanguage(): Promise<Language> {
  try {
    await loadLanguage(language);
    return language;
  } catch {
    await i18n.changeLanguage(localeOf('en'));
    applyDocumentLanguage('en');
    return 'en';
  }
}

// The first screen's texts in the visitor's language before anything is drawn: in French, the
// login page's words come in their own small chunk (index.fr.html preloads it).
void firstScreenLanguage().then((shown) => {
  // '/' arrives with the login page already rendered in (tooling/shell-pages.mjs): take it over
  // rather than draw it again, when it was rendered in this visitor's language. Every other
  // address arrives empty.
  if (root.firstElementChild && servedLanguage === localeOf(shown)) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
});
