// @ts-check
// For the tests that add a suite to the registry without editing it (issue 20): the server's, the
// shell's and the tooling's. Its name, `example`, is kept out of the registry
// (registry.test.ts), so that these tests hold whatever suites a team adds.

/** The name of the suite the tests add. */
export const EXAMPLE_SUITE_NAME = 'example';

/**
 * A suite as `pnpm new-suite example` makes it, with a second screen, its menu entry at
 * `position` (15: second, between Personal Information and Credit Report Suite).
 *
 * @param {number} [position]
 * @returns {import('./registry.mjs').Suite}
 */
export function exampleSuite(position = 15) {
  return {
    name: EXAMPLE_SUITE_NAME,
    port: 3999,
    modules: [
      {
        name: 'App',
        file: './src/app/suite.tsx',
        route: 'example/*',
        screens: ['', 'goals'],
        nav: { key: 'example', position },
      },
    ],
  };
}
