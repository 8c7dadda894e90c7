import type { Translation } from '../../../i18n/catalog';
import type { generateTexts } from '../en/generate';

export const generateTextsFr = {
  unknownLetter: 'Ce type de lettre n’est pas offert.',
  personalInfoIncomplete:
    'Veuillez entrer vos renseignements personnels pour que nous puissions produire une lettre personnalisée.',
  personalInfoMissing:
    'Nous ne pouvons pas produire la lettre sans vos renseignements personnels. Veuillez remplir vos renseignements personnels.',
  letterFailed:
    'Une erreur s’est produite lors du traitement de votre demande. Veuillez actualiser la page et réessayer.',
} satisfies Translation<typeof generateTexts>;
