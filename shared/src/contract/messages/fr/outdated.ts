import type { Translation } from '../../../i18n/catalog';
import type { outdatedTexts } from '../en/outdated';

export const outdatedTextsFr = {
  itemKindRequired: 'Veuillez choisir de quel type d’inscription il s’agit.',
  dateInvalid: 'Veuillez entrer une date réelle, par exemple 2019-03-02.',
  dateFuture: 'Cette date ne peut pas être dans le futur.',
  lastActivityRequired:
    'Veuillez entrer la date de la dernière activité, telle qu’elle figure dans votre dossier de crédit.',
  firstDelinquencyRequired:
    'TransUnion compte à partir du premier paiement manqué qui n’a jamais été rattrapé : veuillez en entrer la date, telle qu’elle figure dans votre dossier TransUnion.',
  startedRequired: 'Veuillez entrer la date à laquelle elle a été déposée ou a commencé.',
  dischargedRequired: 'Veuillez entrer la date de votre libération de cette faillite.',
  paidOffRequired: 'Veuillez entrer la date à laquelle elle a été payée en entier.',
  paidOffBeforeStart: 'La date du paiement complet ne peut pas être antérieure à la date du début.',
  otherBankruptciesInvalid: 'Veuillez entrer un nombre entier de 0 à 9.',
  notPastEquifax:
    'Équifax peut encore déclarer cette inscription jusqu’au {{date}}. Une lettre demandant de la retirer peut être préparée à compter du lendemain.',
  notPastTransUnion:
    'TransUnion peut encore déclarer cette inscription jusqu’au {{date}}. Une lettre demandant de la retirer peut être préparée à compter du lendemain.',
  notPastBoth:
    'Équifax peut encore déclarer cette inscription jusqu’au {{equifax}}, et TransUnion jusqu’au {{transunion}}. Une lettre demandant de la retirer peut être préparée à compter du lendemain.',
} satisfies Translation<typeof outdatedTexts>;
