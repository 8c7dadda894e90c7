import type { Translation } from 'shared/i18n';
import type { debtTexts } from './texts';

/** The debt lines of the account cards in Canadian French. */
export const debtTextsFr = {
  label: 'Dossier de crédit et délai de prescription',
  leaves: 'Quitte votre dossier {{bureau}} vers le {{date}}.',
  leavesUnconfirmed:
    'Quitte votre dossier {{bureau}} vers le {{date}} (non confirmé\u00a0: les sources ne permettent pas de fixer cette date).',
  left: 'Aurait dû quitter votre dossier {{bureau}} le {{date}}\u00a0: s’il y figure encore, vous pouvez en demander le retrait.',
  leftUnconfirmed:
    'Aurait dû quitter votre dossier {{bureau}} vers le {{date}} (non confirmé\u00a0: les sources ne permettent pas de fixer cette date)\u00a0: s’il y figure encore, vous pouvez en demander le retrait.',
  missing: {
    last_activity:
      'Quand l’inscription quittera votre dossier {{bureau}}\u00a0: il nous faut la date de la dernière activité pour le dire.',
    first_delinquency:
      'Quand l’inscription quittera votre dossier {{bureau}}\u00a0: il nous faut la date du premier paiement manqué pour le dire.',
    started:
      'Quand l’inscription quittera votre dossier {{bureau}}\u00a0: il nous faut sa date de dépôt, entrée comme date d’ouverture, pour le dire.',
    paid_off:
      'Quand l’inscription quittera votre dossier {{bureau}}\u00a0: il nous faut la date du paiement complet pour le dire.',
  },
  barredSince: 'Délai de prescription écoulé depuis le {{date}}.',
  barredEnds: 'Le délai de prescription prend fin le {{date}}.',
  limitationFrom:
    'Compté à partir du dernier paiement ou de la dernière activité, le {{date}}. Les dettes garanties, les prêts étudiants, les dettes fiscales et alimentaires suivent d’autres règles.',
  unconfirmedProvince:
    'Non confirmé pour votre province\u00a0; vérifiez auprès d’une clinique juridique.',
  noAddress:
    'La date à laquelle cette inscription quittera votre dossier de crédit et la fin de son délai de prescription dépendent de votre province\u00a0: ajoutez votre adresse actuelle pour les voir.',
  addressLink: 'Ajouter votre adresse actuelle',
  noDischarge:
    'La date à laquelle cette faillite quittera vos dossiers de crédit dépend de sa date de libération\u00a0: ajoutez-la à ce compte ou à votre profil pour voir ces dates.',
  dischargeLink: 'Ajouter votre date de libération',
  disputeRemoval: 'Demander à {{bureau}} de retirer cette inscription',
  disputeRemovalBoth: 'Demander à {{equifax}} et à {{transunion}} de retirer cette inscription',
  statuteBarred: 'Préparer la lettre de dette prescrite',
  paymentRestarts:
    'Avant de payer quoi que ce soit sur cette dette\u00a0: tout paiement, même petit, ou une reconnaissance écrite de la dette fait recommencer le délai de prescription.',
  interest: {
    criminalRate:
      'Votre taux, {{rate}}\u00a0% TAP, dépasse 35\u00a0% TAP, le taux d’intérêt criminel pour les contrats de crédit conclus depuis le 1er janvier 2025 (Code criminel, art. 347).',
    paydayCap:
      'À {{rate}}\u00a0% TAP, un prêt sur salaire de 14 jours ou plus coûte plus de 14\u00a0$ par tranche de 100\u00a0$ empruntés ({{cost}} par 100\u00a0$ sur 14 jours), le maximum permis pour un prêt sur salaire depuis le 1er janvier 2025.',
    openedBefore:
      'Ce compte a été ouvert avant cette date\u00a0: la limite en vigueur à son ouverture peut s’appliquer plutôt.',
    complainTo:
      'Ce que vous pouvez faire\u00a0: porter plainte auprès de l’organisme de protection du consommateur de votre province ou territoire, {{office}}.',
    complain:
      'Ce que vous pouvez faire\u00a0: porter plainte auprès de l’organisme de protection du consommateur de votre province ou territoire.',
  },
} satisfies Translation<typeof debtTexts>;
