// The product's English texts that French screens must never show (issue 15), for the
// end-to-end sweep (e2e/tests/french-sweep.spec.ts): every catalog's English text whose French
// differs, written to e2e/support/english-texts.json with the texts both languages share. The e2e package cannot load the catalogs
// itself (they import the browser's i18n), so this test keeps the file in step with them: it fails
// when a catalog changed and the file did not. To rewrite the file:
//   UPDATE_ENGLISH_TEXTS=1 pnpm exec vitest run --project tooling tooling/english-texts.test.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_BUREAUS,
  frenchStatuteTitle,
  inLanguage,
  PROVINCIAL_FACTS,
} from '../shared/src/contract';
import { DEBT_RELIEF_OPTIONS } from '../shared/src/contract/debt-relief-options';
import { messageCatalogs } from '../shared/src/contract/messages/catalogs';
// The reference data's French, installed as the API installs it: frenchStatuteTitle reads it.
import { PROVINCIAL_BODY_FRENCH_NAMES } from '../shared/src/contract/reference/french-names';
// Installs the options' French, a part of its own, as the payoff page's download does.
import '../shared/src/contract/reference/french-relief-options';
import { common } from '../shared/src/i18n/en-CA/common';
import { shell } from '../shared/src/i18n/en-CA/shell';
import { commonFr } from '../shared/src/i18n/fr-CA/common';
import { shellFr } from '../shared/src/i18n/fr-CA/shell';
import { letterWizardTexts } from '../shared/src/letter-wizard/texts';
import { letterWizardTextsFr } from '../shared/src/letter-wizard/texts.fr';
import { suiteNavTexts } from '../shared/src/suites/nav-texts';
import { suiteNavTextsFr } from '../shared/src/suites/nav-texts.fr';
import { SUITES, suiteFolder } from '../shared/src/suites/registry.mjs';
import { accountDeletedCatalog } from '../shell/src/i18n/account-deleted-catalog';
import { accountDeletedCatalogFr } from '../shell/src/i18n/account-deleted-catalog.fr';
import { frameCatalog } from '../shell/src/i18n/frame-catalog';
import { frameCatalogFr } from '../shell/src/i18n/frame-catalog.fr';
import { passwordResetCatalog } from '../shell/src/i18n/password-reset-catalog';
import { passwordResetCatalogFr } from '../shell/src/i18n/password-reset-catalog.fr';
import { signInCodeCatalog } from '../shell/src/i18n/sign-in-code-catalog';
import { signInCodeCatalogFr } from '../shell/src/i18n/sign-in-code-catalog.fr';
import { siteCatalog } from '../shell/src/i18n/site-catalog';
import { siteCatalogFr } from '../shell/src/i18n/site-catalog.fr';

const FIXTURE = path.resolve(import.meta.dirname, '../e2e/support/english-texts.json');

/**
 * Every suite's catalogs by namespace, from the file each suite of the registry keeps for the
 * tests (src/i18n/catalogs-for-tests.ts): a new suite's texts are swept without a line here.
 */
const suiteCatalogs = Object.assign(
  {},
  ...(await Promise.all(
    SUITES.map(
      async (suite) =>
        (
          await import(`../${suiteFolder(suite)}/src/i18n/catalogs-for-tests.ts`)
        ).catalogsByNamespace,
    ),
  )),
);

/**
 * The frame's catalog with the suites' navigation labels in it, where the shell adds them
 * (shell/src/features/layout/nav-entries.ts).
 */
const frame = [frameCatalog, frameCatalogFr].map((catalog, index) => ({
  ...catalog,
  nav: {
    label: catalog.nav.label,
    ...[suiteNavTexts, suiteNavTextsFr][index],
    ...catalog.nav,
  },
}));

/**
 * The payoff plan's debt-relief options, in English and in French: reference facts, not a
 * catalog (their French is in french-relief-options.ts, read with inLanguage), but prose a page shows,
 * so the sweep looks for their English too.
 */
function debtReliefTexts() {
  const FIELDS = ['name', 'runBy', 'whatItDoes', 'creditReport'];
  const inBoth = (language) =>
    Object.fromEntries(
      DEBT_RELIEF_OPTIONS.map((option) => [
        option.id,
        Object.fromEntries(FIELDS.map((field) => [field, inLanguage(option[field], language)])),
      ]),
    );
  return [inBoth('en'), inBoth('fr')];
}

/** Each catalog in English beside its French, by namespace. */
const CATALOGS = {
  common: [common, commonFr],
  shell: [shell, shellFr],
  frame,
  site: [siteCatalog, siteCatalogFr],
  // The parts registered when their page or tab loads (addCatalog, addLazyCatalog).
  passwordReset: [passwordResetCatalog, passwordResetCatalogFr],
  signInCode: [signInCodeCatalog, signInCodeCatalogFr],
  accountDeleted: [accountDeletedCatalog, accountDeletedCatalogFr],
  letterWizard: [letterWizardTexts, letterWizardTextsFr],
  ...suiteCatalogs,
  'reference.debtRelief': debtReliefTexts(),
  ...Object.fromEntries(
    Object.entries(messageCatalogs).map(([area, { en, fr }]) => [`messages.${area}`, [en, fr]]),
  ),
};

/**
 * The runs of a text long enough to be English on sight: two words and 8 characters or more,
 * once its {{placeholders}}, <1>markup</1> and $t() nestings are cut out (each fixed run between
 * them counts alone). A single word ("Province", "Notes") could sit inside a French sentence.
 */
function telltaleRuns(text) {
  return text
    .split(/{{[^}]*}}|<\/?\d+>|\$t\([^)]*\)/)
    .map((run) => run.replace(/\s+/g, ' ').trim())
    .filter((run) => /\p{L}+\s+\p{L}+/u.test(run) && run.length >= 8);
}

function collect(english, french, key, into) {
  for (const [name, value] of Object.entries(english)) {
    const translated = french?.[name];
    const where = `${key}.${name}`;
    if (typeof value === 'string') {
      for (const run of telltaleRuns(value)) {
        // A run the French has word for word (a brand name, an email address) is no sign.
        if (typeof translated === 'string' && translated.includes(run)) continue;
        into.push({ text: run, key: where });
      }
    } else {
      collect(value, translated, where, into);
    }
  }
}

/**
 * The texts both languages write alike (the brand, Credit Repair Canada): the sweep takes them out
 * of a page's text first, so that "Credit Repair" inside the brand is not read as English; the
 * proper names below go the same way.
 */
function sharedTexts(english, french, into) {
  for (const [name, value] of Object.entries(english)) {
    const translated = french?.[name];
    if (typeof value !== 'string') sharedTexts(value, translated, into);
    else if (value === translated && telltaleRuns(value).includes(value)) into.add(value);
  }
}

/**
 * The English proper names French screens keep on purpose (reference/french-names.ts): statutes
 * and bodies with no official French name, the bureaus' company names. "Debt Settlement" inside
 * the Collection and Debt Settlement Services Act is a title, not English left untranslated.
 */
function properNames(into) {
  for (const facts of Object.values(PROVINCIAL_FACTS)) {
    for (const statutes of [facts.creditReporting, facts.collection]) {
      for (const law of statutes?.value ?? []) {
        if (!frenchStatuteTitle(law)) into.add(law.name);
      }
    }
  }
  for (const [name, french] of Object.entries(PROVINCIAL_BODY_FRENCH_NAMES)) {
    if (french.fr === null) into.add(name);
  }
  for (const bureau of CREDIT_BUREAUS) into.add(bureau.mailingName);
}

function englishTexts() {
  const english = [];
  const shared = new Set();
  properNames(shared);
  for (const [namespace, [texts, french]] of Object.entries(CATALOGS)) {
    collect(texts, french, namespace, english);
    sharedTexts(texts, french, shared);
  }
  return { shared: [...shared].sort(), english };
}

describe('the English texts of the French sweep', () => {
  it('are the catalogs’ English texts, as e2e/support/english-texts.json holds them', () => {
    const texts = englishTexts();
    if (process.env.UPDATE_ENGLISH_TEXTS) {
      writeFileSync(FIXTURE, `${JSON.stringify(texts, null, 2)}\n`);
    }
    expect(texts.english.length).toBeGreaterThan(500);
    expect(texts.shared).toContain('Credit Repair Canada');
    expect(
      JSON.parse(readFileSync(FIXTURE, 'utf8')),
      'a catalog changed: UPDATE_ENGLISH_TEXTS=1 rewrites e2e/support/english-texts.json',
    ).toEqual(texts);
  });
});
