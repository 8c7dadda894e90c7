import type { Translation } from 'shared/i18n';
import type { downloadDataTexts } from './texts';

export const downloadDataTextsFr = {
  title: 'Télécharger mes données',
  intro:
    'Obtenez une copie de tout ce que nous conservons à votre sujet, dans un seul fichier ZIP. Il contient\u00a0:',
  contentsData:
    'my-data.json\u00a0: vos coordonnées, adresses, emploi, pièces d’identité, faillite, comptes bancaires avec leurs numéros complets, budget, les détails et le suivi de chaque lettre, les appareils où votre compte est ouvert et l’historique de vos connexions\u00a0;',
  contentsLetters:
    'le PDF de chaque lettre que vous avez produite, dans un dossier nommé letters\u00a0;',
  contentsReadme: 'README.txt, qui explique chaque fichier.',
  keepSafe:
    'Le fichier contient vos numéros de compte et d’identification complets\u00a0: conservez-le en lieu sûr. Entrez votre mot de passe pour le télécharger.',
  submit: 'Télécharger mes données',
  downloaded: 'Vos données ont été téléchargées dans le fichier {{fileName}}.',
  failed: 'Vos données n’ont pas pu être téléchargées. Veuillez réessayer.',
} satisfies Translation<typeof downloadDataTexts>;
