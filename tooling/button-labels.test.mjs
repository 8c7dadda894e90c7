// One casing for button labels across suites (issue 21). The buttons every suite shares (Confirm,
// Cancel, DELETE, KEEP, Save, Retry) are written once, in shared/src/i18n's 'common' namespace, in
// the spec's words where it gives them (DELETE and KEEP in capitals, as banking's confirmation
// has them). This test reads every catalog and refuses a suite that writes one of those labels
// again, whatever its casing, in English or in French; and French written in capitals, since
// French buttons and headings take sentence case.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SUITES, suiteFolder } from '../shared/src/suites/registry.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const COMMON = { en: 'shared/src/i18n/en-CA/common.ts', fr: 'shared/src/i18n/fr-CA/common.ts' };
/** The shared buttons, by their key in 'common'. */
const SHARED_BUTTONS = ['confirm', 'cancel', 'delete', 'keep', 'save', 'retry'];
/** Other wordings of a shared button's action, which would be the same button named otherwise. */
const SYNONYMS = { en: ['try again'], fr: ['essayer de nouveau'] };
/**
 * A suite's own label that equals a shared one in a language, for a reason: the spec names these
 * buttons itself (section 2: the budget's "Delete button per row"; banking's REMOVE, which is
 * 'Supprimer' in French as DELETE is).
 */
const OWN_LABELS = new Set([
  'mfe-budget/src/i18n/catalog budgetSuite.delete',
  'mfe-banking/src/i18n/catalog list.remove',
]);

/**
 * Every catalog file of the browser packages, in one language (the contract's messages are no
 * buttons; register-*.ts and shared/src/i18n/catalog.ts are code about catalogs).
 */
function catalogFiles(language) {
  const folders = ['shared/src', 'shell/src'].concat(
    SUITES.map((suite) => `${suiteFolder(suite)}/src`),
  );
  const isCatalog = (file) =>
    /(^|[\\/])(catalog|texts|[\w-]+-catalog|[\w-]+-texts)(\.fr)?\.ts$/.test(file) ||
    /[\\/]i18n[\\/](en|fr)-CA[\\/][\w-]+\.ts$/.test(file);
  const isFrench = (file) => file.endsWith('.fr.ts') || /[\\/]fr-CA[\\/]/.test(file);
  return folders.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(folder, file).split(path.sep).join('/'))
      .filter((file) => !file.includes('.test.') && !file.includes('/contract/'))
      .filter(
        (file) => !/(^|\/)register-[\w-]+\.ts$/.test(file) && file !== 'shared/src/i18n/catalog.ts',
      )
      .filter((file) => isCatalog(file) && isFrench(file) === (language === 'fr')),
  );
}

/**
 * The texts of a catalog file: every string property, with its path of keys. The French file of
 * a catalog is reported under the English file's name, so that one exception covers both.
 */
function catalogTexts(file, text = readFileSync(path.join(ROOT, file), 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const name = file.replace(/\.fr\.ts$|\.ts$/, '').replace('/fr-CA/', '/en-CA/');
  /** @type {{ where: string, text: string }[]} */
  const found = [];
  const visit = (node, keys) => {
    if (ts.isPropertyAssignment(node)) {
      const key = node.name.getText(source).replace(/^['"]|['"]$/g, '');
      const value = node.initializer;
      if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
        found.push({ where: `${name} ${[...keys, key].join('.')}`, text: value.text });
        return;
      }
      ts.forEachChild(node, (child) => visit(child, [...keys, key]));
      return;
    }
    ts.forEachChild(node, (child) => visit(child, keys));
  };
  visit(source, []);
  return found;
}

/** The shared buttons' labels in a language, from its 'common' catalog. */
function sharedLabels(language) {
  const texts = catalogTexts(COMMON[language]);
  return SHARED_BUTTONS.map((key) => {
    const entry = texts.find(({ where }) => where.endsWith(` ${key}`));
    if (!entry) throw new Error(`common has no '${key}' in ${language}`);
    return entry.text;
  });
}

/** The texts of every catalog but common's, in a language. */
function suiteTexts(language) {
  return catalogFiles(language)
    .filter((file) => file !== COMMON[language])
    .flatMap((file) => catalogTexts(file));
}

/** Labels of a suite that repeat a shared button's label (in any casing) or name its action. */
function repeatedLabels(language, texts = suiteTexts(language)) {
  const shared = new Set(
    [...sharedLabels(language), ...SYNONYMS[language]].map((label) => label.toLowerCase()),
  );
  return texts
    .filter(({ where, text }) => shared.has(text.trim().toLowerCase()) && !OWN_LABELS.has(where))
    .map(({ where, text }) => `${where}: '${text}'`);
}

/** French texts written in capitals (more than 3 letters: NAS or PDF are acronyms). */
function frenchInCapitals(texts = catalogFiles('fr').flatMap((file) => catalogTexts(file))) {
  return texts
    .filter(({ text }) => /\p{L}{4,}/u.test(text) && text === text.toLocaleUpperCase('fr-CA'))
    .map(({ where, text }) => `${where}: '${text}'`);
}

describe('button labels', () => {
  it('finds the catalogs of every suite', () => {
    expect(catalogFiles('en').length).toBeGreaterThan(15);
    expect(catalogFiles('fr').length).toBe(catalogFiles('en').length);
    expect(sharedLabels('en')).toEqual(['Confirm', 'Cancel', 'DELETE', 'KEEP', 'Save', 'Retry']);
    expect(sharedLabels('fr')).toEqual([
      'Confirmer',
      'Annuler',
      'Supprimer',
      'Conserver',
      'Enregistrer',
      'Réessayer',
    ]);
  });

  it('of the shared buttons are written once, in common, so every suite shows the same words', () => {
    expect(repeatedLabels('en')).toEqual([]);
    expect(repeatedLabels('fr')).toEqual([]);
  });

  it('are found when a suite writes its own (the check itself works)', () => {
    const probe =
      "export const x = { a: { confirm: 'Delete', keep: 'Keep', retry: 'Try again', b: 'Deleted' } };";
    expect(repeatedLabels('en', catalogTexts('mfe-x/src/i18n/catalog.ts', probe))).toEqual([
      "mfe-x/src/i18n/catalog a.confirm: 'Delete'",
      "mfe-x/src/i18n/catalog a.keep: 'Keep'",
      "mfe-x/src/i18n/catalog a.retry: 'Try again'",
    ]);
    const french = "export const x = { add: 'AJOUTER UN COMPTE', yes: 'OUI', id: 'NAS' };";
    expect(frenchInCapitals(catalogTexts('mfe-x/src/i18n/catalog.fr.ts', french))).toEqual([
      "mfe-x/src/i18n/catalog add: 'AJOUTER UN COMPTE'",
    ]);
  });

  it('in French take sentence case, never capitals', () => {
    expect(frenchInCapitals()).toEqual([]);
  });
});
