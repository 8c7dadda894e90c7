import type { Catalog } from 'shared/i18n';

/** This suite's texts (namespace 'profile'), registered when the exposed module loads. */
export const PROFILE_NAMESPACE = 'profile';

export const profileCatalog = {
  title: 'Personal Information',
} satisfies Catalog;
