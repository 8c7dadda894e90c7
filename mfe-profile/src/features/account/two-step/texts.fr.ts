import type { Translation } from 'shared/i18n';
import type { twoStepTexts } from './texts';

export const twoStepTextsFr = {
  title: 'Validation en deux étapes',
  intro:
    'Avec la validation en deux étapes, la connexion demande votre mot de passe, puis un code à 6\u00a0chiffres d’une application d’authentification sur votre téléphone (comme Google Authenticator, Microsoft Authenticator ou 1Password). Une personne qui connaît votre mot de passe ne peut toujours pas se connecter.',
  off: 'La validation en deux étapes est désactivée.',
  on: 'La validation en deux étapes est activée. La connexion demande un code de votre application d’authentification.',
  recoveryCodesLeft_one: 'Il vous reste {{count}}\u00a0code de récupération inutilisé.',
  recoveryCodesLeft_other: 'Il vous reste {{count}}\u00a0codes de récupération inutilisés.',
  turnOn: 'Activer la validation en deux étapes',
  turnOff: 'Désactiver la validation en deux étapes',
  passwordIntro: 'Pour activer la validation en deux étapes, entrez votre mot de passe.',
  scanTitle: 'Balayer le code QR',
  scanStep: 'Ouvrez votre application d’authentification, ajoutez un compte et balayez ce code QR.',
  qrAlt: 'Code QR à balayer avec votre application d’authentification',
  manualStep: 'Impossible de le balayer\u00a0? Entrez plutôt cette clé dans l’application\u00a0:',
  codeStep: 'Entrez ensuite le code à 6\u00a0chiffres qu’affiche l’application.',
  codeLabel: 'Code à 6\u00a0chiffres',
  confirmOn: 'Activer',
  enabled: 'La validation en deux étapes est activée.',
  codesTitle: 'Vos codes de récupération',
  codesInstruction:
    'Conservez ces dix codes en lieu sûr, par exemple dans un gestionnaire de mots de passe ou sur une page imprimée. Si vous perdez votre téléphone, chaque code vous permet de vous connecter une fois. Ils ne sont affichés que maintenant.',
  codesListLabel: 'Codes de récupération',
  copyCodes: 'Copier les codes',
  copied: 'Les codes ont été copiés.',
  copyFailed:
    'Les codes n’ont pas pu être copiés. Sélectionnez-les et copiez-les, ou téléchargez-les.',
  downloadCodes: 'Télécharger les codes (.txt)',
  codesFileName: 'credit-repair-canada-codes-de-recuperation.txt',
  codesFileHeading:
    'Credit Repair Canada\u00a0: codes de récupération de la validation en deux étapes',
  codesFileNote: 'Chaque code ne fonctionne qu’une fois. Conservez ce fichier en lieu sûr.',
  codesKept: 'J’ai conservé mes codes',
  offIntro:
    'Pour désactiver la validation en deux étapes, entrez votre mot de passe et un code de votre application d’authentification, ou un code de récupération.',
  offCodeLabel: 'Code de votre application, ou code de récupération',
  confirmOff: 'Désactiver',
  renewCodes: 'Obtenir de nouveaux codes de récupération',
  renewIntro:
    'Les nouveaux codes de récupération remplacent ceux que vous avez\u00a0: les anciens codes cessent de fonctionner. Entrez votre mot de passe et un code de votre application d’authentification, ou un code de récupération.',
  confirmRenew: 'Obtenir de nouveaux codes',
  disabled: 'La validation en deux étapes est désactivée.',
  failed: 'Cela n’a pas fonctionné. Veuillez réessayer.',
} satisfies Translation<typeof twoStepTexts>;
