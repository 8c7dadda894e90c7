// @ts-check
// The registry of suites (issue 20): one entry per suite, and every list of suites reads it: the
// build and the dev servers (tooling/apps.mjs), each suite's exposed modules
// (tooling/create-app-config.mjs), the server's /remotes.json and static folders
// (api/src/http/remotes.ts), the shell's routes and side navigation, the benchmark and the
// end-to-end navigation and sweeps. Plain JavaScript with types in JSDoc, so that Node runs it as
// it is (the build scripts) and TypeScript checks it and reads its types (the apps, the API).
//
// Adding a suite: `pnpm new-suite NAME` creates its package and prints its entry; add the entry
// at the end of SUITES and its navigation label to nav-texts.ts and nav-texts.fr.ts (README,
// "Adding a suite").

/**
 * An entry of the side navigation.
 *
 * @typedef {object} SuiteNavEntry
 * @property {string} key Key of its label in the navigation texts (nav-texts.ts and
 *   nav-texts.fr.ts beside this file), shown by the shell as `nav.<key>` of its 'frame' texts.
 * @property {number} position Where it stands in the side navigation, smallest first. The spec's
 *   ten entries are 10 to 100, so a new one can go between two of them or after them.
 */

/**
 * A module a suite exposes: a component that renders everything under its route.
 *
 * @typedef {object} ExposedModule
 * @property {string} name Its exposed name: the shell loads it as `<suite name>/<name>`.
 * @property {string} file The file exposed, from the suite's folder.
 * @property {string} route Its path under /app: `prefix/*` when it has routes of its own below
 *   the prefix, the bare path otherwise.
 * @property {readonly string[]} [screens] Every screen it shows, as paths below its route ('' for
 *   the route itself), the first being where its navigation entry leads: the end-to-end sweeps
 *   open them all and the benchmark the first. Without it: the route alone.
 * @property {SuiteNavEntry} [nav] Its entry in the side navigation, if it has one.
 */

/**
 * @typedef {object} Suite
 * @property {string} name The remote's name: lowercase letters and digits. Its package and
 *   folder are `mfe-<name>`, its files are served at /remotes/<name>/.
 * @property {number} port The port of its dev server (`pnpm dev`, `pnpm --filter mfe-<name> dev`).
 * @property {readonly ExposedModule[]} modules
 */

/** @type {readonly Suite[]} */
export const SUITES = [
  {
    name: 'profile',
    port: 3001,
    modules: [
      {
        name: 'App',
        file: './src/app/suite.tsx',
        route: 'edit-personal-info/*',
        screens: [
          'personal',
          'address',
          'employment',
          'identifications',
          'bankruptcy',
          'password',
          'account',
        ],
        nav: { key: 'personalInformation', position: 10 },
      },
    ],
  },
  {
    name: 'banking',
    port: 3002,
    modules: [
      {
        name: 'App',
        file: './src/app/suite.tsx',
        route: 'edit-account-info/*',
        nav: { key: 'bankingInformation', position: 40 },
      },
    ],
  },
  {
    name: 'letters',
    port: 3003,
    modules: [
      {
        name: 'App',
        file: './src/app/suite.tsx',
        route: 'my-generated-letters/*',
        screens: ['', 'credit-repair'],
        nav: { key: 'myGeneratedLetters', position: 30 },
      },
    ],
  },
  {
    name: 'repair',
    port: 3004,
    modules: [
      {
        name: 'CreditReportSuite',
        file: './src/app/credit-report-suite.tsx',
        route: 'credit-report-suite/*',
        screens: ['', 'instant-equifax-transunion', 'free-equifax-transunion'],
        nav: { key: 'creditReportSuite', position: 20 },
      },
      {
        name: 'CreditRepairSuite',
        file: './src/app/credit-repair-suite.tsx',
        route: 'credit-repair-suite/*',
        screens: [
          '',
          'errors-on-credit-report',
          'errors-with-account',
          'dispute-with-creditor',
          'consumer-statement',
        ],
        nav: { key: 'creditRepairSuite', position: 50 },
      },
    ],
  },
  {
    name: 'settlement',
    port: 3005,
    modules: [
      {
        name: 'App',
        file: './src/app/suite.tsx',
        route: 'debt-settlement-suite/*',
        nav: { key: 'debtSettlementSuite', position: 60 },
      },
    ],
  },
  {
    name: 'budget',
    port: 3006,
    modules: [
      {
        name: 'BudgetSuite',
        file: './src/app/budget-suite.tsx',
        route: 'budget-suite/*',
        nav: { key: 'budgetSuite', position: 70 },
      },
      {
        name: 'FinancialSuite',
        file: './src/app/financial-suite.tsx',
        route: 'financial-suite/*',
        screens: ['', 'credit-card'],
        nav: { key: 'financialSuite', position: 80 },
      },
      {
        name: 'LiveChat',
        file: './src/app/live-chat.tsx',
        route: 'live-chat',
        nav: { key: 'liveChat', position: 90 },
      },
      {
        name: 'IdentityLock',
        file: './src/app/identity-lock.tsx',
        route: 'identity-lock',
        nav: { key: 'identityLock', position: 100 },
      },
    ],
  },
];

// What the lists derive from the entries. Each takes the suites as an argument, SUITES by
// default, so that a test can add a suite without editing this file.

/**
 * The folder (and package name) of a suite.
 *
 * @param {Pick<Suite, 'name'>} suite
 */
export function suiteFolder(suite) {
  return `mfe-${suite.name}`;
}

/**
 * What the shell loads: `<suite>/<module>` ('budget/LiveChat').
 *
 * @param {Pick<Suite, 'name'>} suite
 * @param {Pick<ExposedModule, 'name'>} module
 * @returns {`${string}/${string}`}
 */
export function moduleId(suite, module) {
  return `${suite.name}/${module.name}`;
}

/**
 * The address a module's route starts at: '/app/budget-suite' for 'budget-suite/*'.
 *
 * @param {Pick<ExposedModule, 'route'>} module
 */
export function routeBase(module) {
  return `/app/${module.route.replace(/\/\*$/, '')}`;
}

/**
 * Every screen of a module as an address, its first screen first.
 *
 * @param {Pick<ExposedModule, 'route' | 'screens'>} module
 * @returns {string[]}
 */
export function moduleScreens(module) {
  const base = routeBase(module);
  return (module.screens ?? ['']).map((screen) => (screen ? `${base}/${screen}` : base));
}

/**
 * @typedef {object} SuiteModule
 * @property {Suite} suite
 * @property {ExposedModule} module
 * @property {`${string}/${string}`} id `<suite>/<module>`
 */

/**
 * Every exposed module of every suite, in the order of the side navigation (the modules without
 * an entry last, in the registry's order).
 *
 * @param {readonly Suite[]} [suites]
 * @returns {SuiteModule[]}
 */
export function suiteModules(suites = SUITES) {
  const all = suites.flatMap((suite) =>
    suite.modules.map((module) => ({ suite, module, id: moduleId(suite, module) })),
  );
  const position = (/** @type {SuiteModule} */ { module }) =>
    module.nav?.position ?? Number.POSITIVE_INFINITY;
  return all.sort((a, b) => position(a) - position(b));
}

/**
 * @typedef {object} SuiteNavLink
 * @property {string} key Key of its label in the navigation texts.
 * @property {string} to Where it leads: the module's first screen.
 * @property {string} section Its route's start: the entry is current anywhere below it.
 * @property {`${string}/${string}`} module The module shown there.
 */

/**
 * The side navigation's suite entries, in order.
 *
 * @param {readonly Suite[]} [suites]
 * @returns {SuiteNavLink[]}
 */
export function suiteNavigation(suites = SUITES) {
  return suiteModules(suites).flatMap(({ module, id }) =>
    module.nav
      ? [
          {
            key: module.nav.key,
            to: moduleScreens(module)[0] ?? routeBase(module),
            section: routeBase(module),
            module: id,
          },
        ]
      : [],
  );
}

/**
 * Every screen of the app below /app, in the order of the side navigation.
 *
 * @param {readonly Suite[]} [suites]
 */
export function suiteScreens(suites = SUITES) {
  return suiteModules(suites).flatMap(({ module }) => moduleScreens(module));
}
