import type { Catalog } from 'shared/i18n';

/** This suite's texts (namespace 'letters'), registered when the exposed module loads. */
export const LETTERS_NAMESPACE = 'letters';

export const lettersCatalog = {
  title: 'My Generated Letters',
} satisfies Catalog;
