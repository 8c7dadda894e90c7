import type { Catalog } from 'shared/i18n';

/** This remote's texts (namespace '__name__'), registered when its exposed module loads. */
export const __NAME___NAMESPACE = '__name__';

export const __name__Catalog = {
  title: __label__,
  comingSoon: 'Coming Soon',
} satisfies Catalog;
