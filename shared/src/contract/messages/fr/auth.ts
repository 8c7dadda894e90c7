import type { Translation } from '../../../i18n/catalog';
import type { authTexts } from '../en/auth';

export const authTextsFr = {
  usernameRequired: 'Veuillez entrer votre nom d’utilisateur.',
  emailRequired: 'Veuillez entrer votre adresse courriel.',
  emailInvalid: 'Veuillez entrer une adresse courriel valide.',
  passwordRequired: 'Veuillez entrer votre mot de passe.',
  passwordTooShort: 'Veuillez entrer un mot de passe d’au moins 12 caractères.',
  passwordTooLong: 'Veuillez entrer un mot de passe d’au plus 128 caractères.',
  passwordTooCommon: 'Ce mot de passe est trop courant. Veuillez en choisir un autre.',
  confirmPasswordRequired: 'Veuillez confirmer votre mot de passe.',
  confirmPasswordMismatch:
    'Ce mot de passe ne correspond pas au premier. Veuillez confirmer votre mot de passe.',
  acceptTermsRequired: 'Vous devez avoir 18 ans ou plus et accepter les conditions.',
  emailTaken: 'Un compte existe déjà avec cette adresse courriel.',
  wrongCredentials: 'Votre adresse courriel ou votre mot de passe est incorrect.',
  wrongPassword: 'Mot de passe incorrect.',
  unhandled: 'Une erreur inattendue s’est produite.',
} satisfies Translation<typeof authTexts>;
