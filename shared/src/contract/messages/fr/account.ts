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
  resetLinkSent:
    'Si un compte utilise cette adresse, nous y avons envoyé un lien. Il est valide pendant 30\u00a0minutes.',
  resetLinkInvalid: 'Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  deletionWordRequired: 'Veuillez taper SUPPRIMER, en majuscules, pour confirmer.',
  accountDeleted: 'Votre compte et toutes ses données ont été supprimés.',
} satisfies Translation<typeof accountTexts>;
