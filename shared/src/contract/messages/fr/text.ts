import type { Translation } from '../../../i18n/catalog';
import type { textTexts } from '../en/text';

export const textTextsFr = {
  controlCharacters:
    'Veuillez retirer les caractères de contrôle (comme un octet nul) de ce texte.',
  unprintable:
    'Nos lettres ne peuvent pas imprimer certains de ces caractères (comme les émojis ou les écritures de droite à gauche). Veuillez utiliser l’alphabet latin, grec ou cyrillique, ou des caractères chinois, japonais ou coréens.',
} satisfies Translation<typeof textTexts>;
