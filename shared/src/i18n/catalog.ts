/** A namespace's texts: nested keys, string leaves. */
export interface Catalog {
  [key: string]: string | Catalog;
}

/**
 * Another language's version of an English catalog: exactly its keys, a string at each leaf.
 * A French catalog is written `export const xFr = {…} satisfies Translation<typeof x>`, so a key
 * missing from either side, or one too many, fails the typecheck.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

/** Loads a catalog part in another language, with the chunk that holds it. */
export type CatalogLoader = () => Promise<Catalog>;

const PLACEHOLDER = /{{\s*([\w.]+)\s*}}/g;

function placeholders(text: string): string {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

/**
 * What is wrong with a translation of `english`: keys on one side only, empty texts, and texts
 * whose {{placeholders}} differ from the English (a translation that drops {{minutes}} would
 * show a sentence without its number). Empty when the two agree.
 */
export function catalogProblems(english: Catalog, translation: Catalog, path = ''): string[] {
  const problems: string[] = [];
  const keys = new Set([...Object.keys(english), ...Object.keys(translation)]);
  for (const key of keys) {
    const where = path ? `${path}.${key}` : key;
    const source = english[key];
    const target = translation[key];
    if (source === undefined) problems.push(`${where}: only in the translation`);
    else if (target === undefined) problems.push(`${where}: missing from the translation`);
    else if (typeof source === 'string' || typeof target === 'string') {
      if (typeof source !== typeof target) problems.push(`${where}: a text on one side only`);
      else if (!(target as string).trim()) problems.push(`${where}: empty`);
      else if (!(source as string).trim()) problems.push(`${where}: empty in English`);
      else if (placeholders(source as string) !== placeholders(target as string))
        problems.push(`${where}: placeholders differ`);
    } else problems.push(...catalogProblems(source, target, where));
  }
  return problems;
}
