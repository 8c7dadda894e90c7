import type { Translation } from '../../../i18n/catalog';
import type { limitationTexts } from '../en/limitation';

export const limitationTextsFr = {
  lastPaymentRequired:
    'Veuillez entrer la date de votre dernier paiement ou de votre dernière reconnaissance de dette.',
  lastPaymentInvalid: 'Veuillez entrer une date réelle, par exemple 2019-03-02.',
  lastPaymentFuture: 'La date de votre dernier paiement ne peut pas être dans le futur.',
  notPassed:
    '{{inPlace}}, le délai de prescription de cette dette prend fin le {{date}}. D’ici là, la dette n’est pas prescrite.',
  unconfirmed:
    'Le délai de prescription {{placeOwner}} n’est pas confirmé : nous retenons le délai le plus long que donnent les sources publiées ({{years}}). Vérifiez auprès d’une clinique juridique avant de vous y fier.',
  oneYear: '1 an',
  years: '{{count}} ans',
  inAB: 'En Alberta',
  inBC: 'En Colombie-Britannique',
  inMB: 'Au Manitoba',
  inNB: 'Au Nouveau-Brunswick',
  inNL: 'À Terre-Neuve-et-Labrador',
  inNS: 'En Nouvelle-Écosse',
  inNT: 'Dans les Territoires du Nord-Ouest',
  inNU: 'Au Nunavut',
  inON: 'En Ontario',
  inPE: 'À l’Île-du-Prince-Édouard',
  inQC: 'Au Québec',
  inSK: 'En Saskatchewan',
  inYT: 'Au Yukon',
  ofAB: 'de l’Alberta',
  ofBC: 'de la Colombie-Britannique',
  ofMB: 'du Manitoba',
  ofNB: 'du Nouveau-Brunswick',
  ofNL: 'de Terre-Neuve-et-Labrador',
  ofNS: 'de la Nouvelle-Écosse',
  ofNT: 'des Territoires du Nord-Ouest',
  ofNU: 'du Nunavut',
  ofON: 'de l’Ontario',
  ofPE: 'de l’Île-du-Prince-Édouard',
  ofQC: 'du Québec',
  ofSK: 'de la Saskatchewan',
  ofYT: 'du Yukon',
} satisfies Translation<typeof limitationTexts>;
