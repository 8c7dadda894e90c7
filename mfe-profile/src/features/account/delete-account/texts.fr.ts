import type { Translation } from 'shared/i18n';
import type { deleteAccountTexts } from './texts';

export const deleteAccountTextsFr = {
  title: 'Supprimer mon compte',
  intro: 'La suppression de votre compte efface immédiatement et définitivement\u00a0:',
  whatProfile:
    'vos renseignements personnels\u00a0: coordonnées, adresses, emploi, pièces d’identité et faillite\u00a0;',
  whatBanking: 'vos comptes bancaires et leurs numéros\u00a0;',
  whatLetters: 'toutes les lettres que vous avez produites, leur PDF et leur suivi\u00a0;',
  whatBudget: 'votre budget\u00a0;',
  whatSignIn:
    'votre adresse courriel et votre mot de passe, vos sessions sur tous vos appareils et l’historique de vos connexions.',
  cannotUndo:
    'Cette action est irréversible\u00a0: personne ne pourra récupérer votre compte ni ces données. Pour en garder une copie, téléchargez d’abord vos données.',
  recordKept:
    'Nous conservons seulement une mention qu’un compte a été supprimé, et à quelle date, sans rien qui vous identifie.',
  confirmationLabel: 'Tapez SUPPRIMER pour confirmer',
  confirmationHint: 'En majuscules, exactement comme indiqué.',
  submit: 'Supprimer mon compte',
  failed: 'Votre compte n’a pas pu être supprimé. Veuillez réessayer.',
} satisfies Translation<typeof deleteAccountTexts>;
