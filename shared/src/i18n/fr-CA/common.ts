import type { Translation } from '../catalog';
import type { common } from '../en-CA/common';

/** The 'common' namespace in Canadian French. */
export const commonFr = {
  appName: 'Credit Repair Canada',
  pageTitle: '{{page}} – {{appName}}',
  successfullyUpdated: 'Mise à jour effectuée.',
  passwordLabel: 'Mot de passe',
  networkFailure:
    'Nous n’avons pas pu joindre le serveur. Vérifiez votre connexion, puis réessayez.',
  tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans {{minutes}} minutes.',
  previousStep: 'Étape précédente',
  nextStep: 'Étape suivante',
  stepOf: 'Étape {{step}} sur {{total}}',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  delete: 'Supprimer',
  keep: 'Conserver',
  save: 'Enregistrer',
  onThisPage: 'Sur cette page',
  retry: 'Réessayer',
  loading: 'Chargement…',
  chartFailed: 'Le graphique n’a pas pu être chargé.',
} satisfies Translation<typeof common>;
