import type { Translation } from '../../../i18n/catalog';
import type { fieldTexts } from '../en/field';

export const fieldTextsFr = {
  notFound: 'Introuvable.',
  postalCodeInvalid: 'Veuillez entrer un code postal valide, par exemple A1A 1A1.',
  phoneInvalid: 'Veuillez entrer un numéro de téléphone valide.',
  tooLong: 'Veuillez limiter ce texte à {{max}} caractères.',
  provinceRequired: 'Veuillez choisir une province.',
} satisfies Translation<typeof fieldTexts>;
