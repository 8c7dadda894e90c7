import type { Translation } from '../../../i18n/catalog';
import type { accountTexts } from '../en/account';

export const accountTextsFr = {
  currentPasswordRequired: 'Veuillez entrer votre mot de passe actuel.',
  newPasswordRequired: 'Veuillez entrer votre nouveau mot de passe.',
  confirmNewPasswordRequired: 'Veuillez confirmer votre nouveau mot de passe.',
  confirmNewPasswordMismatch:
    'Ce mot de passe ne correspond pas au nouveau. Veuillez confirmer votre nouveau mot de passe.',
  wrongCurrentPassword: 'Votre mot de passe actuel est incorrect.',
  languageInvalid: 'Veuillez choisir l’anglais (en) ou le français (fr).',
  sessionChoiceInvalid: 'Veuillez choisir une session à fermer, ou toutes les autres.',
  sessionNotFound: 'Cette session est déjà terminée.',
} satisfies Translation<typeof accountTexts>;
