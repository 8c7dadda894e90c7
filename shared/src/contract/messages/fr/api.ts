import type { Translation } from '../../../i18n/catalog';
import type { apiTexts } from '../en/api';

export const apiTextsFr = {
  ok: 'OK',
  validationFailed: 'Certains champs sont manquants ou invalides.',
  sessionInvalid: 'Votre session a pris fin. Veuillez vous connecter de nouveau.',
  notFound: 'Introuvable',
  internal: 'Erreur interne.',
  databaseUnavailable: 'La base de données ne répond pas.',
  bodyMissing: 'Un corps de requête JSON est requis.',
  bodyNotObject: 'Le corps de la requête doit être un objet JSON.',
  bodyInvalidJson: 'Le corps de la requête n’est pas du JSON valide.',
  bodyTooLarge: 'Le corps de la requête dépasse 1 Mio.',
  bodyMediaType: 'Le corps de la requête doit être en JSON (Content-Type: application/json).',
  bodyUnreadable: 'La requête n’a pas pu être lue.',
  urlUnreadable: 'L’adresse de la requête n’a pas pu être lue.',
  headersTooLarge: 'Les en-têtes de la requête sont trop volumineux.',
  requestTimeout: 'La requête a mis trop de temps à arriver.',
  fieldNotAllowed: 'Ce champ n’est pas permis.',
  tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans {{minutes}} minutes.',
} satisfies Translation<typeof apiTexts>;
