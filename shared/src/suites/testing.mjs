// @ts-check
// For the tests that add a suite to the registry without editing it (issue 20): the server's, the
// shell's and the tooling's.

/**
 * A suite as `pnpm new-suite savings` makes it, with a second screen, its menu entry at
 * `position` (15: second, between Personal Information and Credit Report Suite).
 *
 * @param {number} [position]
 * @returns {import('./registry.mjs').Suite}
 */
export function savingsSuite(position = 15) {
  return {
    name: 'savings',
    port: 3099,
    modules: [
      {
        name: 'App',
        file: './src/app/suite.tsx',
        route: 'savings/*',
        screens: ['', 'goals'],
        nav: { key: 'savings', position },
      },
    ],
  };
}
