import type { Translation } from '../catalog';
import type { shell } from '../en-CA/shell';

/** The 'shell' namespace in Canadian French. */
export const shellFr = {
  language: {
    label: 'Langue',
    english: 'English',
    french: 'Français',
    changed: 'La page est maintenant en français.',
  },
  login: {
    heading: 'Connectez-vous à votre compte',
    emailLabel: 'Adresse courriel',
    passwordLabel: 'Mot de passe',
    submit: 'Se connecter',
    termsLink: 'Conditions d’utilisation',
    privacyLink: 'Politique de confidentialité',
    createAccount: 'Créer un compte',
    forgotPassword: 'Mot de passe oublié\u00a0?',
    tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans {{minutes}} minutes.',
    signedOutIdle: 'Votre session a été fermée après 30 minutes d’inactivité.',
    signedOut: 'Votre session a été fermée.',
  },
  register: {
    signInLink: 'Retour à la connexion',
    heading: 'Créez votre compte',
    emailLabel: 'Adresse courriel',
    passwordLabel: 'Mot de passe',
    confirmPasswordLabel: 'Confirmez le mot de passe',
    acceptTerms: 'J’ai 18 ans ou plus et j’accepte les conditions d’utilisation',
    submit: 'Créer mon compte',
  },
  remoteFailed: 'Cette section n’a pas pu être chargée.',
} satisfies Translation<typeof shell>;
