import type { Translation } from 'shared/i18n';
import type { accountDeletedCatalog } from './account-deleted-catalog';

export const accountDeletedCatalogFr = {
  heading: 'Votre compte a été supprimé',
  body: 'Votre compte et toutes ses données ont été supprimés définitivement\u00a0: vos renseignements personnels, comptes bancaires, lettres, budget, sessions et l’historique de vos connexions. Vous êtes déconnecté sur tous vos appareils.',
  newAccount:
    'Pour utiliser de nouveau Credit Repair Canada, vous pouvez créer un nouveau compte en tout temps.',
  signInLink: 'Aller à la page de connexion',
} satisfies Translation<typeof accountDeletedCatalog>;
