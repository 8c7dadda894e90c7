/**
 * This remote's i18n namespace. Each part of its catalog is registered by the code that shows
 * it: the two exposed suites their own texts, each wizard its texts when its chunk loads, so a
 * suite's first screen does not download every wizard's words.
 */
export const REPAIR_NAMESPACE = 'repair';
