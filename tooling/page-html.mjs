// The HTML page of the shell (and of a remote's standalone dev page). No inline script or style:
// the CSP forbids them; HtmlRspackPlugin adds the entry as <script defer src>.

/**
 * @param {{ title: string, description?: string, installable?: boolean }} page `installable`: the
 * shell's page, with its web app manifest (shell/public/manifest.webmanifest) and theme colour.
 */
export function pageHtml({ title, description, installable = false }) {
  const meta = [
    description ? `<meta name="description" content="${description}" />` : '',
    installable ? '<meta name="theme-color" content="#0f5c8c" />' : '',
    installable ? '<link rel="manifest" href="/manifest.webmanifest" />' : '',
  ]
    .filter(Boolean)
    .map((tag) => `\n    ${tag}`)
    .join('');
  return `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />${meta}
    <title>${title}</title>
  </head>
  <body>
    <noscript>This application needs JavaScript. Please turn it on in your browser.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}
