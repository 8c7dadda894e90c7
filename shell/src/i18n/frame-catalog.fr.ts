import type { Translation } from 'shared/i18n';
import type { frameCatalog } from './frame-catalog';

/** The 'frame' namespace in Canadian French. */
export const frameCatalogFr = {
  nav: {
    label: 'Menu principal',
    signOut: 'Se déconnecter',
    termsLink: 'Conditions d’utilisation',
    privacyLink: 'Politique de confidentialité',
  },
  menu: 'Menu',
  skipToContent: 'Passer au contenu principal',
  notFound: {
    heading: 'Page introuvable',
    backLink: 'Retour aux renseignements personnels',
  },
} satisfies Translation<typeof frameCatalog>;
