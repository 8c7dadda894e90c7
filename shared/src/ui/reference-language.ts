import { loadFrenchReference, loadFrenchReliefOptions, type TextLanguage } from 'shared/contract';
import { addCatalog, languageOf, useTranslation } from 'shared/i18n';

/**
 * The i18next namespace whose French part is the French of the reference data (the contract's
 * french-names.ts): it holds no texts of its own, its French part installs that data. Registered
 * here, in the design system every suite shares, so that the part is one chunk downloaded once
 * for all of them, and only in French.
 */
export const REFERENCE_NAMESPACE = 'reference';

/** The French of the payoff plan's debt-relief options: a part of its own, for that screen. */
export const RELIEF_OPTIONS_NAMESPACE = 'reference-relief-options';

const loadFrench = () => loadFrenchReference().then(() => ({}));
let registered = false;
let reliefOptionsRegistered = false;

/**
 * Registers the part (once): by the first screen that shows reference facts, not when the design
 * system loads, so that a French page without them never downloads it.
 */
export function addReferenceTexts(): void {
  if (registered) return;
  registered = true;
  addCatalog(REFERENCE_NAMESPACE, {}, loadFrench);
}

/**
 * The language a screen shows reference facts in (a body's name, an address, a statute title),
 * for inLanguage and valueIn. In French, the screen waits (Suspense) until the French of the
 * reference data has arrived, as it does for its French texts; switching language loads it first.
 */
export function useReferenceLanguage(): TextLanguage {
  addReferenceTexts();
  const { i18n } = useTranslation(REFERENCE_NAMESPACE);
  return languageOf(i18n.language);
}

/**
 * useReferenceLanguage for the debt-relief options: in French, the screen also waits for their
 * own part, which only it downloads (registered by its first showing, like the facts' part).
 */
export function useReliefOptionsLanguage(): TextLanguage {
  addReferenceTexts();
  if (!reliefOptionsRegistered) {
    reliefOptionsRegistered = true;
    addCatalog(RELIEF_OPTIONS_NAMESPACE, {}, () => loadFrenchReliefOptions().then(() => ({})));
  }
  const { i18n } = useTranslation([REFERENCE_NAMESPACE, RELIEF_OPTIONS_NAMESPACE]);
  return languageOf(i18n.language);
}
