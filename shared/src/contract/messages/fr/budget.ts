import type { Translation } from '../../../i18n/catalog';
import type { budgetTexts } from '../en/budget';

export const budgetTextsFr = {
  descriptionRequired: 'Veuillez entrer un nom pour cette ligne.',
  descriptionTooLong: 'Veuillez limiter le nom à 120 caractères.',
  amountInvalid: 'Veuillez entrer un montant de 0 à 10 000 000, avec au plus 2 décimales.',
  frequencyInvalid: 'Veuillez choisir une fréquence.',
  tooManyRows: 'Un tableau peut contenir au plus 100 lignes.',
} satisfies Translation<typeof budgetTexts>;
