import type { Translation } from 'shared/i18n';
import type { budgetCatalog } from './catalog';

/** The 'budget' namespace in Canadian French. */
export const budgetCatalogFr = {
  comingSoon: 'Bientôt offert',
  budgetSuite: {
    title: 'Budget',
    intro:
      'Inscrivez ce qui entre et ce qui sort, à la fréquence où cela se produit. Votre budget est enregistré au fur et à mesure.',
    loadFailed: 'Votre budget n’a pas pu être chargé.',
    tabsLabel: 'Tableaux du budget',
    tabs: { income: 'Revenus', outgoing: 'Dépenses' },
    captions: { income: 'Revenus', outgoing: 'Dépenses' },
    columns: {
      description: 'Description',
      frequency: 'Fréquence',
      amount: 'Montant',
      annualAmount: 'Montant annuel ($ CA)',
      actions: 'Actions',
    },
    frequencies: {
      Weekly: 'Chaque semaine',
      'Bi-Weekly': 'Toutes les deux semaines',
      Monthly: 'Chaque mois',
      Quarterly: 'Chaque trimestre',
      Annually: 'Chaque année',
    },
    frequencyFor: 'Fréquence : {{description}}',
    amountFor: 'Montant : {{description}}',
    notCalculated: 'Non calculé tant que le montant n’est pas corrigé',
    delete: 'Supprimer',
    deleteRow: 'Supprimer {{description}}',
    addNewRow: 'Ajouter une ligne',
    addRow: 'Ajouter',
    newRowName: 'Nom de la nouvelle ligne',
    messages: {
      descriptionRequired: 'Veuillez entrer un nom pour cette ligne.',
      descriptionTooLong: 'Veuillez limiter le nom à 120 caractères.',
      amountInvalid: 'Veuillez entrer un montant de 0 à 10 000 000, avec au plus 2 décimales.',
      tooManyRows: 'Un tableau peut contenir au plus 100 lignes.',
    },
    totals: {
      title: 'Totaux',
      income: 'Revenus annuels totaux',
      outgoing: 'Dépenses annuelles totales',
      savings: 'Ce que vous épargnez chaque année',
      shortfall:
        'Manque à gagner : vous dépensez {{amount}} de plus que vous ne gagnez chaque année.',
    },
    save: {
      saving: 'Enregistrement…',
      saved: 'Enregistré à {{time}}',
      invalid: 'Non enregistré : corrigez le montant signalé pour enregistrer vos modifications.',
      failed: 'Vos modifications n’ont pas pu être enregistrées.',
    },
    chart: {
      title: 'Où va votre argent',
      empty: 'Entrez vos montants pour voir où va votre argent.',
      incomeVsOutgoings: 'Revenus par rapport aux dépenses',
      incomeVsOutgoingsSummary:
        'Chaque année, des revenus de {{income}} par rapport à des dépenses de {{outgoing}}.',
      outgoingsByRow: 'Dépenses annuelles par ligne',
      outgoingsByRowSummary_one: '{{count}} dépense : {{list}}.',
      outgoingsByRowSummary_other:
        '{{count}} dépenses, de la plus élevée à la plus faible : {{list}}.',
      noOutgoings: 'Aucune dépense inscrite pour l’instant.',
      otherRows: 'Toutes les autres lignes',
      share: '{{label}} {{amount}} ({{percent}})',
      showTable: 'Afficher les chiffres sous forme de tableau',
      tableCaption: 'Dépenses annuelles par ligne',
      shareColumn: 'Part des dépenses',
    },
  },
  financialSuite: {
    title: 'Services financiers',
    tabsLabel: 'Demandes',
    tabs: {
      personalLoan: 'Prêt personnel',
      autoLoan: 'Prêt auto',
      mortgageLoan: 'Prêt hypothécaire',
      creditCard: 'Carte de crédit',
    },
  },
  liveChat: { title: 'Clavardage' },
  identityLock: {
    title: 'Parler à quelqu’un de notre équipe',
    suspiciousActivity: 'Avez-vous remarqué une activité suspecte dans votre dossier de crédit ?',
    liveChatHeading: 'Clavardage',
    now: {
      heading: 'Ce que vous pouvez faire dès maintenant',
      intro:
        'Si vous croyez que quelqu’un utilise votre identité, ces démarches protègent votre crédit dès aujourd’hui.',
      bureaus: {
        heading: 'Appelez les agences d’évaluation du crédit',
        body: 'Dites à Équifax Canada et à TransUnion Canada ce que vous avez remarqué et demandez-leur de vérifier votre dossier. Équifax a une ligne réservée à la fraude ; pour TransUnion, appelez la ligne des relations avec les consommateurs de votre région.',
      },
      fraudAlert: { heading: 'Demandez une alerte à la fraude' },
      freeze: {
        heading: 'Gelez votre dossier de crédit',
        elsewhere:
          'Seuls le Québec et l’Ontario prévoient un gel de sécurité dans leurs lois. Où que vous habitiez, vous pouvez tout de même demander une alerte à la fraude.',
        since: 'Depuis le {{date}} : {{statute}}.',
      },
      report: {
        heading: 'Signalez la fraude',
        body: 'Signalez le vol d’identité au Centre antifraude du Canada. Si votre numéro d’assurance sociale (NAS) a été perdu ou volé, appelez Service Canada.',
      },
    },
  },
} satisfies Translation<typeof budgetCatalog>;
