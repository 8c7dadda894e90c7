import type { Translation } from 'shared/i18n';
import type { __name__Catalog } from './catalog';

/** The '__name__' namespace in Canadian French. */
export const __name__CatalogFr = {
  title: __labelFr__,
  comingSoon: 'Bientôt offert',
} satisfies Translation<typeof __name__Catalog>;
