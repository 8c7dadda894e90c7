// The HTML page of the shell (and of a remote's standalone dev page). No inline script or style:
// the CSP forbids them; HtmlRspackPlugin adds the entry as <script defer src>.

/** @param {{ title: string, description?: string }} page */
export function pageHtml({ title, description }) {
  const meta = description ? `\n    <meta name="description" content="${description}" />` : '';
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
