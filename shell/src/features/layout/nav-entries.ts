import { SUITES, type Suite, suiteNavigation } from 'shared/suites';
import { suiteNavTexts } from 'shared/suites/nav-texts';

/** An entry of the side navigation (spec section 2; labels decisions.md section 10). */
export interface NavEntry {
  to: string;
  /** The suite's route prefix: the entry is current anywhere under it. */
  section: string;
  /** Key in the 'frame' catalog. */
  labelKey: string;
}

/** The suites' navigation texts, as part of the 'frame' catalog ('nav.budgetSuite'). */
export const suiteNavCatalog = { nav: suiteNavTexts };

/** The French of the suites' navigation texts, downloaded with the frame's French. */
export const loadSuiteNavCatalogFr = () =>
  import('shared/suites/nav-texts.fr').then((module) => ({ nav: module.suiteNavTextsFr }));

/** The side navigation's suite entries in the order of the registry of suites' positions. */
export function navEntries(suites: readonly Suite[] = SUITES): NavEntry[] {
  return suiteNavigation(suites).map(({ to, section, key }) => ({
    to,
    section,
    labelKey: `nav.${key}`,
  }));
}
