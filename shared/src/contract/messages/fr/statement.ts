import type { Translation } from '../../../i18n/catalog';
import type { statementTexts } from '../en/statement';

export const statementTextsFr = {
  required: 'Veuillez rédiger votre déclaration.',
  overLimit:
    '{{bureau}} accepte au plus {{limit}} ; votre déclaration en compte {{count}}. Veuillez la raccourcir.',
  character: '{{count}} caractère',
  characters: '{{count}} caractères',
  word: '{{count}} mot',
  words: '{{count}} mots',
} satisfies Translation<typeof statementTexts>;
