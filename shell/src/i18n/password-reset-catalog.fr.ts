import type { Translation } from 'shared/i18n';
import type { passwordResetCatalog } from './password-reset-catalog';

export const passwordResetCatalogFr = {
  forgot: {
    heading: 'Réinitialiser votre mot de passe',
    intro:
      'Entrez l’adresse courriel de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    emailLabel: 'Adresse courriel',
    submit: 'M’envoyer un lien',
    spamHint:
      'Le courriel peut prendre quelques minutes à arriver. Si vous ne le voyez pas, vérifiez votre dossier de courrier indésirable.',
    signInLink: 'Retour à la connexion',
  },
  reset: {
    heading: 'Choisir un nouveau mot de passe',
    intro:
      'Choisissez un mot de passe que vous n’utilisez nulle part ailleurs. Une fois qu’il est enregistré, tous les appareils connectés à votre compte sont déconnectés, et vous êtes connecté ici.',
    newLabel: 'Nouveau mot de passe',
    newHint: 'Au moins 12 caractères.',
    confirmLabel: 'Confirmez le nouveau mot de passe',
    submit: 'Enregistrer mon nouveau mot de passe',
    askAgain: 'Demander un nouveau lien',
    signInLink: 'Retour à la connexion',
  },
} satisfies Translation<typeof passwordResetCatalog>;
