/**
 * The boundaries between the packages that separate teams own (issue 20), checked on every
 * `npm test` by `pnpm run boundaries`. A suite reaches another suite or the shell only at run
 * time, through Module Federation; what two packages need lives in `shared`, which depends on no
 * app; the API shares only the contract (and the texts it answers in), never the browser's code.
 *
 * Paths are the repository's; the planted bad imports of tooling/boundaries.test.mjs live in a
 * copy of the layout under FIXTURE and are judged by the same rules.
 */
const FIXTURE = 'tooling/boundaries-fixture/';
/** A package folder at the root, or at the root of the fixture. */
const at = (folder) => `^(?:${FIXTURE})?${folder}/`;
const SUITE = at('(mfe-[^/]+)');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'suite-to-other-suite',
      comment:
        'A suite imports another suite: suites are built and deployed alone, and meet only at run time in the shell. Move what both need to shared.',
      severity: 'error',
      from: { path: SUITE },
      to: { path: at('mfe-[^/]+'), pathNot: at('$1') },
    },
    {
      name: 'suite-to-shell',
      comment:
        'A suite imports the shell: the shell loads suites at run time and provides what they share through shared/.',
      severity: 'error',
      from: { path: SUITE },
      to: { path: at('shell') },
    },
    {
      name: 'shell-to-suite',
      comment:
        'The shell imports a suite: it must load suites through Module Federation at run time, so that each is deployed without rebuilding the shell.',
      severity: 'error',
      from: { path: at('shell') },
      to: { path: at('mfe-[^/]+') },
    },
    {
      name: 'shared-to-app',
      comment:
        'shared imports an app: every app depends on shared, so shared may depend on none of them.',
      severity: 'error',
      from: { path: at('shared') },
      to: { path: at('(shell|mfe-[^/]+|api)') },
    },
    {
      name: 'api-to-browser-code',
      comment:
        'The API imports React, the design system, a browser package or an app: it shares the contract only.',
      severity: 'error',
      from: { path: at('api') },
      to: {
        path: [
          '(^|/)node_modules/(react|react-dom|react-router|react-router-dom|react-redux|@reduxjs|react-i18next|react-hook-form)/',
          at('shared/src/(ui|api|session|forms|router|letter-wizard|dev|testing)'),
          at('(shell|mfe-[^/]+)'),
        ],
      },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'An import that resolves to nothing: a typo, or a package missing from package.json.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|test-results|\\.data)/' },
    tsPreCompilationDeps: true,
    // The workspace packages resolve through their package.json `exports`, as the bundler does.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // CSS modules, images and fonts are the bundler's business.
    moduleSystems: ['es6', 'cjs'],
  },
};
