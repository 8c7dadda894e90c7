// Every text a user sees or hears comes from a catalog, in both languages (issue 15). Biome's
// noJsxLiterals refuses text between JSX tags; this test refuses the other way English slips in:
// a user-visible attribute written as a literal (`aria-label="Close"`, `label="Amount"`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SUITES, suiteFolder } from '../shared/src/suites/registry.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['shell/src', 'shared/src', ...appFolders()];
const SKIPPED = /\.test\.tsx$|[\\/](testing|dev)[\\/]/;

/** Attributes whose value is read or shown to the user, on elements and on our components. */
const USER_VISIBLE = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
  'label',
  'hint',
  'legend',
  'heading',
  'description',
  'caption',
  'error',
]);

/** Every suite of the registry. */
function appFolders() {
  return SUITES.map((suite) => `${suiteFolder(suite)}/src`);
}

/** @param {string} folder */
function tsxFiles(folder) {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(folder, file))
    .filter((file) => !SKIPPED.test(file));
}

/** The literal text of an attribute's value, when it is one: "…" or {'…'} or {`…`}. */
/** @param {import('typescript').JsxAttribute} attribute @returns {string | null} */
function literalValue(attribute) {
  const value = attribute.initializer;
  if (!value) return null;
  if (ts.isStringLiteral(value)) return value.text;
  if (ts.isJsxExpression(value) && value.expression) {
    const expression = value.expression;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      return expression.text;
    }
  }
  return null;
}

/** @param {string} file */
function literalUserTexts(file, text = readFileSync(path.join(ROOT, file), 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  /** @type {string[]} */
  const found = [];
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (ts.isJsxAttribute(node) && USER_VISIBLE.has(node.name.getText(source))) {
      const value = literalValue(node);
      // A word: letters in any script (punctuation alone, such as "—", says nothing).
      if (value !== null && /\p{L}/u.test(value)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${file}:${line + 1} ${node.name.getText(source)}="${value}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('user-visible attributes', () => {
  it('come from the catalogs, never as English written in a component', () => {
    const files = SOURCE_FOLDERS.flatMap(tsxFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => literalUserTexts(file))).toEqual([]);
  });

  it('are found when written as literals (the check itself works)', () => {
    const probe = `const a = <b aria-label="Close" title={'Open'} label={t('x')} alt="—" className="c" />;`;
    expect(literalUserTexts('probe.tsx', probe)).toEqual([
      'probe.tsx:1 aria-label="Close"',
      'probe.tsx:1 title="Open"',
    ]);
  });
});
