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
  serverAway:
    'Nous n’avons pas pu joindre le serveur. Ce que cette page affiche a été chargé plus tôt et n’est peut-être plus à jour.',
  skipToContent: 'Passer au contenu principal',
  notFound: {
    heading: 'Page introuvable',
    backLink: 'Retour aux renseignements personnels',
  },
} satisfies Translation<typeof frameCatalog>;
