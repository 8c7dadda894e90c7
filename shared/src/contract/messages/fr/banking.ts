import type { Translation } from '../../../i18n/catalog';
import type { bankingTexts } from '../en/banking';

export const bankingTextsFr = {
  accountName: 'Veuillez entrer le nom de votre compte.',
  fullAccountNumber: 'Veuillez entrer votre numéro de compte complet.',
  accountNumberInvalid:
    'Veuillez utiliser seulement des lettres, des chiffres, des espaces et des traits d’union, jusqu’à 34 caractères.',
  creditLimit: 'Veuillez entrer votre limite de crédit.',
  correctCreditBalance: 'Veuillez entrer le solde exact de votre crédit.',
  reportedCreditBalance: 'Veuillez entrer le solde de crédit déclaré.',
  latePayments: 'Veuillez entrer votre nombre de paiements en retard.',
  latePaymentsInvalid: 'Veuillez entrer un nombre entier de paiements en retard, de 0 à 999.',
  dateOpened: 'Veuillez entrer la date d’ouverture du compte.',
  dateOfLastActivity: 'Veuillez entrer la date de la dernière activité.',
  amountInvalid: 'Veuillez entrer un montant de 0 à 10 000 000, avec au plus 2 décimales.',
  interestRateInvalid:
    'Veuillez entrer un taux d’intérêt de 0 à 1 000 pour cent, avec au plus 2 décimales, ou laisser le champ vide.',
  minimumPaymentInvalid:
    'Veuillez entrer un paiement minimum de 0 à 10 000 000, avec au plus 2 décimales, ou laisser le champ vide.',
  dateOfLastPaymentInvalid:
    'Veuillez entrer une date de dernier paiement réelle, à partir de 1900, ou laisser le champ vide.',
  dateOfLastPaymentFuture: 'La date du dernier paiement ne peut pas être dans le futur.',
  dateOfDischargeInvalid:
    'Veuillez entrer une date de libération réelle, à partir de 1900, ou laisser le champ vide.',
  dateOfDischargeFuture: 'La date de libération ne peut pas être dans le futur.',
  stepUpRequired: 'Veuillez entrer de nouveau votre mot de passe pour continuer.',
} satisfies Translation<typeof bankingTexts>;
