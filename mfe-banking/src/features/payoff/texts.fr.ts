import type { Translation } from 'shared/i18n';
import type { payoffTexts } from './texts';

/** The payoff plan in Canadian French. */
export const payoffTextsFr = {
  heading: 'Planifier le remboursement de vos dettes',
  intro:
    'Le plan utilise le solde exact, le taux d’intérêt et le paiement mensuel minimum de chaque dette inscrits dans vos comptes. C’est une estimation\u00a0: les calculs de vos prêteurs peuvent différer de quelques dollars.',
  back: 'Retour à vos comptes',
  noDebts: 'Aucun de vos comptes n’a de solde à rembourser.',
  missing: {
    heading: 'Pas encore dans ce plan',
    rate: '{{name}}\u00a0: son taux d’intérêt manque.',
    minimum: '{{name}}\u00a0: son paiement mensuel minimum manque.',
    both: '{{name}}\u00a0: son taux d’intérêt et son paiement mensuel minimum manquent.',
    howToAdd:
      'Ajoutez-les avec Modifier dans la liste de vos comptes\u00a0; le plan inclura alors la dette. D’ici là, le plan la laisse de côté.',
  },
  amount: {
    label: 'Montant que vous pouvez consacrer à vos dettes chaque mois',
    hint: 'En dollars canadiens, par exemple 500,00.',
    fromBudget:
      'En dollars canadiens. Rempli d’après votre budget\u00a0: ce que vous épargnez chaque année, divisé par 12.',
    invalid: 'Entrez un montant en dollars, par exemple 500,00.',
    notPositive: 'Entrez un montant supérieur à 0\u00a0$.',
  },
  schedule: {
    label: 'À quelle fréquence vous êtes payé',
    weekly: 'Chaque semaine',
    biweekly: 'Toutes les deux semaines',
    semimonthly: 'Deux fois par mois',
    monthly: 'Chaque mois',
    perPay:
      'Mettez de côté {{amount}} sur chaque paie ({{pays}} paies par année) pour disposer du montant mensuel chaque mois.',
  },
  strategy: {
    legend: 'Quelle dette reçoit l’argent qui reste après les paiements minimums',
    avalanche: 'Le taux d’intérêt le plus élevé d’abord (avalanche)',
    avalancheHint: 'En général, le moins d’intérêts payés.',
    snowball: 'Le plus petit solde d’abord (boule de neige)',
    snowballHint: 'En général, la première dette remboursée le plus tôt.',
    custom: 'Mon propre ordre',
    customHint: 'Placez vos dettes dans l’ordre de votre choix ci-dessous.',
  },
  order: {
    heading: 'Votre ordre',
    moveUp: 'Monter\u00a0: {{name}}',
    moveDown: 'Descendre\u00a0: {{name}}',
    up: 'Monter',
    down: 'Descendre',
  },
  result: {
    debtFree:
      'Libéré de vos dettes en {{date}}, après {{count}} mois, avec {{interest}} d’intérêts au total.',
    compareLabel: 'Les trois ordres comparés',
    strategy: 'Ordre',
    debtFreeDate: 'Sans dettes',
    totalInterest: 'Intérêts au total',
    notFinished: 'Pas en moins de 50 ans',
    shortOf: 'Sous les minimums',
    paidOffLabel: 'Quand chaque dette est remboursée',
    debt: 'Dette',
    paidOffIn: 'Remboursée',
    tooLong:
      'À ce montant, vos dettes ne sont pas remboursées en moins de 50 ans\u00a0: il resterait {{balance}} à payer. Un montant mensuel plus élevé raccourcit le plan.',
  },
  table: {
    label: 'Mois par mois',
    year: 'Année {{year}}\u00a0: de {{from}} à {{to}}',
    month: 'Mois',
    payment: 'Payé',
    interest: 'Intérêts',
    balance: 'Reste à payer',
  },
  chart: {
    today: 'Aujourd’hui',
    label: 'Les soldes au fil du temps',
    loading: 'Chargement du graphique…',
    summary:
      'Le graphique montre ce qui reste à payer à la fin de chaque année\u00a0: {{points}}. Le tableau mois par mois donne tous les chiffres.',
    point: '{{date}}, {{balance}}',
  },
  whatIf: {
    heading: 'Et si je réglais une dette\u00a0?',
    debt: 'Dette à régler',
    percent: 'Offre, en % de son solde',
    percentHint: 'Par exemple 50 pour offrir la moitié de ce que vous devez.',
    percentInvalid: 'Entrez un pourcentage supérieur à 0 et inférieur à 100.',
    amount:
      'Régler {{name}} à ce pourcentage signifie offrir {{amount}} sur son solde de {{balance}}.',
    sooner_one:
      'Payée maintenant avec de l’argent hors de ce plan, et retirée du plan, votre plan prendrait fin {{count}} mois plus tôt, en {{date}}.',
    sooner_other:
      'Payée maintenant avec de l’argent hors de ce plan, et retirée du plan, votre plan prendrait fin {{count}} mois plus tôt, en {{date}}.',
    lastDebt:
      'Payée maintenant avec de l’argent hors de ce plan, il ne resterait aucune dette dans le plan.',
    noMonths:
      'Votre plan ne se termine pas à ce montant\u00a0: aucun nombre de mois ne peut être donné.',
    caution:
      'Un créancier n’est pas tenu d’accepter une offre\u00a0; la lettre de règlement ne fait que la proposer.',
    letter: 'Préparer la lettre d’offre de règlement avec ce montant',
  },
  cannotCover: {
    message:
      'Il manque {{shortfall}} à votre montant mensuel pour couvrir les paiements minimums de vos dettes, soit {{minimums}} par mois. Aucun plan ne peut être établi à ce montant.',
    optionsHeading: 'Les options que peuvent examiner les Canadiens dans cette situation',
    optionsIntro:
      'Voici les options d’allègement de dettes au Canada, décrites côte à côte. Cette page n’en recommande aucune\u00a0: un conseiller budgétaire sans but lucratif ou un syndic autorisé en insolvabilité peut les passer en revue avec vous.',
    runBy: 'Qui s’en occupe',
    whatItDoes: 'Ce que cela fait',
    creditReport: 'Dans votre dossier de crédit',
    orderlyPaymentUnconfirmed:
      'Offert en Alberta et en Nouvelle-Écosse\u00a0; les sources ne s’entendent pas sur les autres provinces, vérifiez donc auprès de votre province avant d’y compter.',
    orderlyPaymentNoProvince:
      'Offert en Alberta et en Nouvelle-Écosse\u00a0; les sources ne s’entendent pas sur les autres provinces. Ajoutez votre adresse actuelle pour savoir où vous en êtes.',
    voluntaryDepositNoProvince: 'Pour les résidents du Québec seulement.',
  },
} satisfies Translation<typeof payoffTexts>;
