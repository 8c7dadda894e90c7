import type { Translation } from '../../../i18n/catalog';
import type { twoStepTexts } from '../en/two-step';

export const twoStepTextsFr = {
  codeAsked: 'Entrez le code à 6\u00a0chiffres de votre application d’authentification.',
  codeInvalid:
    'Veuillez entrer le code à 6\u00a0chiffres de votre application d’authentification, ou un code de récupération.',
  wrongCode: 'Ce code n’est pas le bon ou a déjà été utilisé. Veuillez réessayer.',
  signInAgain:
    'Votre connexion a pris trop de temps ou est déjà terminée. Veuillez vous connecter de nouveau.',
  setupNotStarted: 'Veuillez recommencer l’activation de la validation en deux étapes.',
  alreadyOn: 'La validation en deux étapes est déjà activée.',
  notOn: 'La validation en deux étapes n’est pas activée.',
} satisfies Translation<typeof twoStepTexts>;
