import type { Translation } from '../../../i18n/catalog';
import type { inputTexts } from '../en/input';

export const inputTextsFr = {
  required: 'Ce champ est obligatoire.',
  empty: 'Veuillez remplir ce champ.',
  text: 'Ce champ doit contenir du texte.',
  number: 'Ce champ doit contenir un nombre.',
  wholeNumber: 'Ce champ doit contenir un nombre entier.',
  trueOrFalse: 'Ce champ doit valoir vrai ou faux (true ou false).',
  list: 'Ce champ doit contenir une liste.',
  group: 'Ce champ doit contenir un groupe de champs (un objet JSON).',
  wrongKind: 'Cette valeur n’est pas du type attendu.',
  option: 'Veuillez choisir l’une des options proposées.',
  notAccepted: 'Cette valeur n’est pas acceptée.',
  format: 'Cette valeur n’est pas dans le format attendu.',
  email: 'Veuillez entrer une adresse courriel valide.',
  tooShort: 'Veuillez entrer au moins {{min}} caractères.',
  exactLength: 'Veuillez entrer exactement {{length}} caractères.',
  fewItems: 'Veuillez fournir au moins {{min}} éléments.',
  manyItems: 'Veuillez fournir au plus {{max}} éléments.',
  atLeast: 'Veuillez entrer un nombre égal ou supérieur à {{min}}.',
  above: 'Veuillez entrer un nombre supérieur à {{min}}.',
  atMost: 'Veuillez entrer un nombre égal ou inférieur à {{max}}.',
  below: 'Veuillez entrer un nombre inférieur à {{max}}.',
  multipleOf: 'Veuillez entrer un multiple de {{divisor}}.',
  fieldsNotAllowed: 'Certains champs ne sont pas permis ici : {{keys}}.',
} satisfies Translation<typeof inputTexts>;
