import type { FrenchReference } from './french-names';

/**
 * The French of the reference data, read through one registry (issue 15). The facts hold their
 * English only; their French (french-names.ts) is a part of its own: a page shown in French
 * downloads it once (loadFrenchReference, through the design system's `reference` texts), the API
 * imports it at once (`shared/contract/french-names`). Until it has arrived a value reads in
 * English, which no screen shows: a screen showing reference facts waits for it like for its
 * French texts.
 *
 * The registry lives on the global object, not in this module: every suite bundles its own copy
 * of the contract, and the part one of them downloaded serves them all.
 */

const REGISTRY = Symbol.for('shared/contract French reference');
/** The values of the parts one screen alone shows (french-relief-options.ts). */
const SCREEN_PARTS = Symbol.for('shared/contract French reference, screen parts');
type Page = typeof globalThis & {
  [REGISTRY]?: FrenchReference;
  [SCREEN_PARTS]?: Map<string, unknown>;
};

/** Makes the French part readable by every copy of the contract on the page (french-names.ts). */
export function installFrenchReference(reference: FrenchReference): void {
  (globalThis as Page)[REGISTRY] = reference;
}

/** Adds the values of a screen's own part (french-relief-options.ts), readable the same way. */
export function installFrenchValues(values: ReadonlyMap<string, unknown>): void {
  const page = globalThis as Page;
  page[SCREEN_PARTS] ??= new Map();
  for (const [key, value] of values) page[SCREEN_PARTS].set(key, value);
}

function frenchReference(): FrenchReference | undefined {
  return (globalThis as Page)[REGISTRY];
}

function frenchValueOf(key: string): unknown {
  return frenchReference()?.values.get(key) ?? (globalThis as Page)[SCREEN_PARTS]?.get(key);
}

/** Whether the French part is in memory (a page in French shows reference facts only then). */
export function hasFrenchReference(): boolean {
  return frenchReference() !== undefined;
}

/** Downloads the French part (a chunk of its own) and installs it. */
export function loadFrenchReference(): Promise<void> {
  return import('./french-names').then(() => undefined);
}

/** Downloads the French of the payoff plan's debt-relief options (a chunk of its own). */
export function loadFrenchReliefOptions(): Promise<void> {
  return import('./french-relief-options').then(() => undefined);
}

/** The key of a value in the French part: the text itself, or address lines as JSON. */
export function frenchValueKey(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A value of the reference data in a language: in French, its French where the French part has
 * one (a statute's English title, a body with no French name keep their English); else as is.
 */
export function valueIn<T>(value: T, language: 'en' | 'fr'): T {
  if (language !== 'fr') return value;
  const french = frenchValueOf(frenchValueKey(value));
  return french === undefined ? value : (french as T);
}

/** A statute's French title and citation, as the official French version writes them. */
export interface FrenchStatuteTitle {
  readonly name: string;
  /** The citation in French form, or null where the English data gives none. */
  readonly citation: string | null;
  readonly source: string;
}

/**
 * The official French title of a statute, or null when the reference data has none. Found by its
 * English citation first, where it has one: two provinces' acts may share an English title
 * (Ontario's and New Brunswick's Collection and Debt Settlement Services Act) and not a citation.
 */
export function frenchStatuteTitle(law: {
  readonly name: string;
  readonly citation: string | null;
}): FrenchStatuteTitle | null {
  const titles = frenchReference()?.statuteTitles;
  return (law.citation ? titles?.[law.citation] : undefined) ?? titles?.[law.name] ?? null;
}

/**
 * A federal or complaints body as a page titles it: "Financial Consumer Agency of Canada (FCAC)",
 * « Agence de la consommation en matière financière du Canada (ACFC) ».
 */
export function agencyTitleIn(
  agency: { readonly id: string; readonly name: string; readonly shortName: string | null },
  language: 'en' | 'fr',
): string {
  const name = valueIn(agency.name, language);
  const short = shortNameIn(agency, language);
  return short ? `${name} (${short})` : name;
}

/** A body's short name (acronym) in a language: its French one where it differs. */
export function shortNameIn(
  body: { readonly id: string; readonly shortName: string | null },
  language: 'en' | 'fr',
): string | null {
  return (language === 'fr' ? frenchReference()?.shortNames[body.id] : undefined) ?? body.shortName;
}
