import type { Translation } from 'shared/i18n';
import type { accountErrorsTexts } from './texts';

/**
 * The Errors with Account wizard's texts in Canadian French (namespace 'repair', key 'accountErrors').
 * The space before : ; ! ? » and after « is a no-break space (U+00A0), as French typography wants.
 */
export const accountErrorsTextsFr = {
  wizardLabel: 'Erreurs liées à un compte',
  typeStep: {
    heading: 'Choisissez un type de lettre',
    intro:
      'Choisissez le problème que vous avez relevé dans un de vos comptes. Vous confirmerez ensuite votre mot de passe, puis vous entrerez les renseignements dont la lettre a besoin.',
    legend: 'Type de lettre',
    required: 'Veuillez choisir un type de lettre.',
  },
  types: {
    account_corrections: {
      label: 'Corriger le solde d’un compte auprès d’une agence d’évaluation du crédit',
      hint: 'Le compte est exact, mais son solde ne l’est pas. Vous indiquez le bon solde à Équifax ou à TransUnion.',
    },
    adjust_balance: {
      label: 'Demander aux agences d’évaluation du crédit d’ajuster un solde déclaré',
      hint: 'Les agences affichent un solde plus élevé que ce que vous devez, par exemple après un paiement qui n’a pas été inscrit.',
    },
    does_not_have_account: {
      label: 'Un compte qui n’est pas le mien',
      hint: 'Un créancier déclare un compte que vous n’avez jamais ouvert. Vous lui demandez d’en faire la preuve ou de le retirer.',
    },
    no_longer_responsible: {
      label: 'Un compte dont je ne suis plus responsable',
      hint: 'Par exemple une dette comprise dans une faillite ou une proposition de consommateur, ou un compte qui appartenait à quelqu’un d’autre.',
    },
    remove_late_payment: {
      label: 'Demander à une agence d’évaluation du crédit de retirer un retard de paiement',
      hint: 'Un paiement figure comme étant en retard dans votre dossier Équifax ou TransUnion, alors qu’il ne devrait pas.',
    },
    change_rating: {
      label: 'Faire changer la cote d’un compte après une proposition de consommateur',
      hint: 'Un compte compris dans votre proposition de consommateur est encore coté comme s’il était impayé.',
    },
    statute_barred_account: {
      label: 'Une vieille dette prescrite',
      hint: 'Le délai pour vous poursuivre en justice pour cette dette est écoulé, mais le compte est encore déclaré comme impayé.',
    },
    late_payment: {
      label: 'Contester un retard de paiement auprès des agences d’évaluation du crédit',
      hint: 'Les agences déclarent en retard un paiement que vous avez fait à temps, ou le montant est inexact.',
    },
    outdated_item: {
      label: 'Retrait d’une inscription périmée',
      hint: 'Une inscription figure encore dans votre dossier de crédit après la date à laquelle l’agence doit la retirer.',
    },
  },
  detailsStep: {
    heading: 'Renseignements pour la lettre',
    chosen: 'Lettre : {{type}}',
    gateIntro:
      'Vos comptes sont protégés par votre mot de passe. Entrez-le pour continuer ; il sert uniquement pour cette lettre et n’est pas conservé.',
  },
  fields: {
    adjustedBalanceAmount: 'Montant du solde ajusté',
    adjustedBalanceHint:
      'Le solde que le compte devrait afficher, en dollars (par exemple 1 234,56).',
    agency: 'Agence d’évaluation du crédit',
    agencyHint: 'Choisir une agence remplit son adresse. Vérifiez-la et modifiez ce qui diffère.',
    agencyName: 'Nom de l’agence',
    description: 'Description de l’erreur',
    descriptionHint:
      'Facultatif : une phrase ou deux, dans vos mots, sur ce qui est inexact. La lettre la cite sous les renseignements du compte.',
    streetAddress: 'Adresse',
    city: 'Ville',
    province: 'Province',
    provincePlaceholder: 'Choisissez une province',
    postalCode: 'Code postal',
    fax: 'Télécopieur',
    faxHint:
      'Laissez ce champ vide si l’agence ne publie pas de numéro de télécopieur : la lettre indiquera alors de l’envoyer par la poste.',
    reportedBalanceAmount: 'Solde déclaré',
    reportedBalanceHint: 'Le solde qui figure à votre dossier de crédit, en dollars.',
    balanceAdjustment: 'Solde corrigé',
    balanceAdjustmentHint: 'Le solde qui devrait figurer à la place, en dollars.',
    accountNumber: 'Numéro de compte',
    creditorName: 'Nom du créancier',
    reason: 'Pourquoi n’êtes-vous plus responsable de ce compte ?',
    reasonHint:
      'La lettre indique cette raison, et les documents que vous joignez doivent la démontrer.',
    reasons: {
      closed: 'Le compte a été fermé et je ne dois rien',
      transferred: 'Le compte a été transféré à quelqu’un d’autre',
      released: 'Le créancier m’a accordé une libération à l’égard du compte',
      bankruptcy: 'Il était compris dans ma faillite',
      consumer_proposal: 'Il était compris dans ma proposition de consommateur',
      never_mine: 'Ce compte n’a jamais été le mien',
    },
    accountName: 'Nom du compte',
    accountFillsHint:
      'Choisir un compte remplit son nom et son numéro. Vous pouvez quand même les modifier.',
    accountFillsDatesHint:
      'Choisir un compte remplit son nom, son numéro et les dates qu’il contient. Vérifiez ces dates dans votre dossier de crédit : vous pouvez les modifier.',
    pastDuePayment: 'Paiement en souffrance',
    pastDuePaymentHint: 'Le montant du paiement en retard, en dollars.',
    latePaymentMonths: 'Mois du ou des paiements en retard',
    latePaymentMonthsHint:
      'Facultatif : le mois où chaque paiement contesté a été déclaré en retard, au format AAAA-MM, séparés par des virgules, par exemple 2025-08, 2025-11. La lettre les mentionne.',
    creditorAccountNumber: 'Numéro de compte chez le créancier',
    consumerProposalFiled: 'Date de dépôt de la proposition de consommateur',
    ratingCreditorName: 'Nom du créancier (facultatif)',
    ratingCreditorHint:
      'Le prêteur qui déclare le compte, tel que nommé dans votre dossier de crédit.',
    ratingRequested: 'Cote demandée (facultatif)',
    ratingRequestedHint:
      'Les agences cotent les comptes de R1 (paiements selon l’entente) à R9 (mauvaise créance). Un compte compris dans une proposition de consommateur ou un programme de gestion de dettes est déclaré R7.',
    ratingPlaceholder: 'Choisissez une cote',
    lastPaymentDate: 'Date de votre dernier paiement ou de votre dernière reconnaissance de dette',
    lastPaymentDateHint:
      'La dernière fois que vous avez payé quoi que ce soit sur cette dette, ou que vous l’avez reconnue par écrit : l’un comme l’autre fait recommencer le délai de prescription. Choisir un compte remplit la date de son dernier paiement, ou de sa dernière activité s’il n’en a pas ; vérifiez-la.',
    completeAddress: {
      legend: 'L’adresse postale du créancier',
      intro:
        'Notre liste de créanciers n’a pas l’adresse postale complète de ce créancier. Veuillez la compléter : la lettre est postée à l’adresse ci-dessous.',
    },
    collector: {
      legend: 'L’agence de recouvrement (facultatif)',
      intro:
        'Si une agence de recouvrement vous demande de payer cette dette, indiquez-la ici : nous préparons aussi une lettre lui demandant de cesser ses démarches de recouvrement et de ne pas déclarer la dette. Cette lettre ne reconnaît pas la dette.',
      picker: 'Agence de recouvrement de notre répertoire',
      name: 'Nom de l’agence de recouvrement',
      faxHint: 'Laissez ce champ vide pour envoyer la lettre par la poste.',
    },
    outdated: {
      itemKind: 'De quel type d’inscription s’agit-il ?',
      kinds: {
        account: 'Un compte avec des retards de paiement ou en défaut',
        collection: 'Un compte en recouvrement',
        judgment: 'Un jugement',
        bankruptcy: 'Une faillite',
        consumer_proposal: 'Une proposition de consommateur',
        debt_management_plan: 'Un programme de gestion de dettes',
      },
      lastActivity: 'Date de la dernière activité',
      lastActivityHint: 'Telle qu’elle figure dans votre dossier Équifax.',
      firstDelinquency: 'Date du premier défaut de paiement',
      firstDelinquencyHint:
        'Le premier paiement manqué qui n’a jamais été rattrapé, tel qu’il figure dans votre dossier TransUnion.',
      filed: 'Date de dépôt',
      judgmentFiledHint:
        'Le jour où le jugement a été inscrit, tel qu’il figure dans votre dossier de crédit.',
      proposalFiledHint:
        'Le jour où votre proposition a été déposée, tel qu’il figure dans votre dossier de crédit ou dans les documents de votre syndic.',
      planStarted: 'Date du début du programme',
      planStartedHint:
        'Telle qu’elle figure dans votre dossier de crédit ou dans les documents de votre service de conseil en crédit.',
      discharged: 'Date de libération',
      dischargedHint: 'Telle qu’elle figure sur votre certificat de libération.',
      paidOff: 'Date du paiement complet (s’il y a lieu)',
      paidOffHint:
        'Telle qu’elle figure sur votre certificat d’exécution intégrale. Laissez ce champ vide si la proposition n’est pas entièrement payée.',
      planPaidOffHint:
        'Le jour où vous avez fait le dernier paiement du programme. Laissez ce champ vide si le programme n’est pas entièrement payé.',
      otherBankruptcies: 'Combien d’autres fois avez-vous fait faillite ?',
      otherBankruptciesHint:
        'À partir d’une deuxième faillite, chacune demeure 14 ans dans votre dossier de crédit.',
    },
  },
  outdated: {
    noProvince:
      'Ajoutez votre adresse actuelle dans Renseignements personnels : la durée pendant laquelle une agence peut déclarer une inscription dépend de votre province.',
    bureaus: { Equifax: 'Équifax', TransUnion: 'TransUnion' },
    removed: '{{bureau}} aurait dû la retirer le {{date}}.',
    removedUnconfirmed:
      '{{bureau}} aurait dû la retirer le {{date}} (non confirmé : les sources ne permettent pas de fixer cette durée).',
    needs: {
      last_activity:
        'Quand {{bureau}} aurait dû la retirer : il nous faut la date de la dernière activité pour le dire.',
      first_delinquency:
        'Quand {{bureau}} aurait dû la retirer : il nous faut la date du premier défaut de paiement pour le dire.',
      started:
        'Quand {{bureau}} aurait dû la retirer : il nous faut sa date de dépôt ou de début pour le dire.',
      discharged:
        'Quand {{bureau}} aurait dû la retirer : il nous faut la date de libération pour le dire.',
      paid_off:
        'Quand {{bureau}} aurait dû la retirer : il nous faut la date du paiement complet pour le dire.',
    },
    runningTitle: 'Cette inscription n’a pas encore dépassé sa date de retrait',
    onlyPast:
      'Vous pouvez dès maintenant envoyer la lettre à {{bureau}} seulement : décochez l’autre agence sous Envoyer à.',
  },
  statuteBarred: {
    noProvince:
      'Ajoutez votre adresse actuelle dans Renseignements personnels : le délai de prescription dépend de votre province.',
    runningTitle: 'Cette dette n’est pas encore prescrite',
    disputeInstead:
      'D’ici là, vous pouvez demander à l’agence de recouvrement de prouver la dette avec la lettre Contestation auprès d’un créancier :',
    disputeLink: 'Contestation auprès d’un créancier',
    passed:
      'Le délai de prescription de cette dette a pris fin le {{date}} : vous pouvez envoyer cette lettre.',
    reportingRule:
      'Le délai de prescription et la durée pendant laquelle une agence d’évaluation du crédit peut déclarer une dette sont deux règles distinctes. Dans votre province, aucune loi n’oblige une agence à retirer une dette parce qu’elle est prescrite : cette lettre lui demande donc de la retirer, à titre de demande. Une fois l’inscription aussi passée la date à laquelle l’agence doit la retirer, la lettre Retrait d’une inscription périmée le demande.',
    checkOutdated: 'Voir la lettre Retrait d’une inscription périmée',
  },
  generateStep: {
    serverMessages: 'Veuillez revenir en arrière et vérifier les renseignements de votre lettre.',
  },
} satisfies Translation<typeof accountErrorsTexts>;
