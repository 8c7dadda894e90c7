import type { Translation } from 'shared/i18n';
import type { bankingCatalog } from './catalog';

/** The 'banking' namespace in Canadian French. */
export const bankingCatalogFr = {
  title: 'Renseignements bancaires',
  gate: {
    heading: 'Veuillez entrer votre mot de passe pour accéder à vos renseignements bancaires',
    again: 'Pour votre sécurité, veuillez entrer de nouveau votre mot de passe.',
    tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans {{minutes}} minutes.',
  },
  list: {
    heading: 'Vos comptes',
    empty: 'Vous n’avez encore ajouté aucun compte.',
    add: 'Ajouter un compte',
    edit: 'Modifier',
    remove: 'Supprimer',
    refreshing: 'Mise à jour de vos comptes…',
    payoff: 'Planifier le remboursement de mes dettes',
  },
  card: {
    accountNumber: 'Numéro de compte',
    masked: '•••• {{digits}}',
    endingIn: 'se terminant par {{digits}}',
    type: 'Type',
    status: 'État',
    correctCreditBalance: 'Solde exact',
    reportedCreditBalance: 'Solde déclaré',
    creditLimit: 'Limite de crédit',
    notSpecified: 'Non précisé',
  },
  form: {
    addHeading: 'Ajouter un compte',
    editHeading: 'Modifier le compte',
    back: 'Retour',
    notFound: 'Ce compte est introuvable. Il a peut-être été supprimé.',
    chooseOne: 'Non précisé',
    accountName: 'Nom du compte',
    fullAccountNumber: 'Numéro de compte complet',
    creditLimit: 'Limite de crédit',
    accountAssociation: 'Titulaire',
    accountType: 'Type de compte',
    accountStatus: 'État du compte',
    correctCreditBalance: 'Solde exact',
    reportedCreditBalance: 'Solde déclaré',
    numberOfLatePayments: 'Nombre de paiements en retard',
    dateOpened: 'Date d’ouverture',
    dateOfLastActivity: 'Date de la dernière activité',
    amountHint: 'En dollars canadiens, par exemple 1 234,56.',
    debtKind: 'Nature de la dette (facultatif)',
    debtKindHint:
      'Choisissez ce qu’est ce compte quand le type et l’état ne le disent pas : cela détermine quand l’inscription quitte votre dossier de crédit. Pour un jugement ou une proposition de consommateur, entrez sa date de dépôt comme date d’ouverture.',
    interestRate: 'Taux d’intérêt, TAP en % (facultatif)',
    interestRateHint:
      'Le taux annuel en pourcentage indiqué sur votre relevé, par exemple 19,99. Pour un prêt sur salaire, le TAP indiqué dans votre contrat.',
    minimumPayment: 'Paiement mensuel minimum (facultatif)',
    minimumPaymentHint: 'En dollars canadiens, par exemple 75,00.',
    dateOfLastPayment: 'Date du dernier paiement (facultatif)',
    dateOfLastPaymentHint:
      'La dernière fois que vous avez payé quoi que ce soit sur ce compte. Laissée vide, nous utilisons la date de la dernière activité.',
    dateOfDischarge: 'Date de libération (facultatif)',
    dateOfDischargeHint:
      'La date inscrite sur votre certificat de libération de cette faillite. Laissée vide, nous utilisons la date de libération de l’onglet Faillite.',
  },
  association: { individual: 'Compte individuel', joint: 'Compte conjoint' },
  accountType: { revolving: 'Renouvelable', instalment: 'À versements échelonnés', open: 'Ouvert' },
  accountStatus: { paid: 'Payé', agreed: 'Entente conclue', bad_debt: 'Créance irrécouvrable' },
  remove: {
    title: 'Voulez-vous vraiment supprimer ce compte ?',
    which: '{{name}}, compte se terminant par {{digits}}',
    done: 'Le compte a été supprimé.',
  },
} satisfies Translation<typeof bankingCatalog>;
