// What the journeys know of the suites, from the registry of suites
// (shared/src/suites/registry.mjs): a suite added there is in the navigation the journeys follow,
// in the sweeps over every screen and in the tags of the journeys that cross every suite.
import { SUITES, suiteNavigation, suiteScreens } from 'shared/suites';
import { suiteNavTexts } from 'shared/suites/nav-texts';

/** The tag of each suite, with the shell's: `--grep @budget` runs the budget's journeys. */
export const SUITE_TAGS = ['@shell', ...SUITES.map(({ name }) => `@${name}`)];

/** The tags of a journey that crosses the shell and every suite. */
export const EVERY_SUITE = { tag: SUITE_TAGS };

const labels: Readonly<Record<string, string>> = suiteNavTexts;

/** The side navigation's suite entries in order: the English label and where it leads. */
export const NAV_ENTRIES = suiteNavigation().map(({ key, to }) => {
  const label = labels[key];
  if (!label) throw new Error(`No navigation label for "${key}" in shared/src/suites/nav-texts.ts`);
  return { label, path: to };
});

/** Every screen of the app below /app, tabs and sub-pages included, in the navigation's order. */
export const APP_SCREENS = suiteScreens();
