// Renders the login page to HTML at build time (tooling/shell-pages.mjs, issue 18): the page's
// first paint then needs no script; the scripts hydrate it. The same routes, catalogs and root
// component as the browser's (bootstrap.tsx), with a static router at '/'.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { i18n, initI18n, type Language, loadLanguage, localeOf } from 'shared/i18n';
import { documentTitle } from 'shared/ui/basics';
import { appRoutes } from '../app/routes';

/** The login page's markup and its browser tab title, in `language`. */
export async function renderLoginPage(
  language: Language,
): Promise<{ html: string; title: string; lang: string }> {
  initI18n();
  await loadLanguage(language);
  await i18n.changeLanguage(localeOf(language));
  const { dataRoutes, query } = createStaticHandler(appRoutes());
  const context = await query(new Request('http://localhost/'));
  if (context instanceof Response) {
    throw new Error(`The login route answered ${context.status} instead of rendering`);
  }
  const html = renderToString(
    // No hydration data script (the CSP forbids inline scripts): '/' has no loaders.
    <StaticRouterProvider
      router={createStaticRouter(dataRoutes, context)}
      context={context}
      hydrate={false}
    />,
  );
  return {
    html,
    title: documentTitle(i18n.t, i18n.t('shell:login.heading')),
    lang: localeOf(language),
  };
}
