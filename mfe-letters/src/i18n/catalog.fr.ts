import type { Translation } from 'shared/i18n';
import type { lettersCatalog } from './catalog';

/** The 'letters' namespace in Canadian French. */
export const lettersCatalogFr = {
  title: 'Mes lettres',
  intro:
    'Toutes les lettres que vous produisez sont conservées ici. Sélectionnez le nom d’une lettre pour la télécharger en PDF, puis imprimez-la, signez-la et envoyez-la comme l’explique sa première page.',
  tabsLabel: 'Groupes de lettres',
  groups: {
    'credit-report': {
      tab: 'Dossier de crédit',
      tableLabel: 'Lettres sur le dossier de crédit',
      empty: 'Vous n’avez encore aucune lettre sur votre dossier de crédit.',
      suiteLink: 'Demandez vos dossiers de crédit gratuits dans la section Dossiers de crédit',
    },
    'credit-repair': {
      tab: 'Correction du dossier',
      tableLabel: 'Lettres de contestation',
      empty: 'Vous n’avez encore aucune lettre de contestation.',
      suiteLink:
        'Rédigez une lettre de contestation dans la section Correction du dossier de crédit',
    },
    'debt-settlement': {
      tab: 'Règlement de dettes',
      tableLabel: 'Lettres de règlement de dettes',
      empty: 'Vous n’avez encore aucune lettre de règlement de dettes.',
      suiteLink: 'Rédigez une lettre de règlement dans la section Règlement de dettes',
    },
  },
  noLettersYet: {
    heading: 'Aucune lettre pour l’instant',
    text: 'Chaque lettre que vous générez sera listée ici : pour la télécharger, noter quand vous l’avez envoyée et voir quand une réponse est attendue. Une bonne première lettre est la demande de vos dossiers de crédit gratuits, qui montrent ce qu’il y a à contester.',
  },
  newLetters: {
    ready_one: 'Votre lettre est prête. Elle porte la mention Nouvelle ci-dessous.',
    ready_other: 'Vos {{count}} lettres sont prêtes. Elles portent la mention Nouvelle ci-dessous.',
    badge: 'Nouvelle',
  },
  columns: {
    name: 'Nom',
    requestDate: 'Date de la demande',
    status: 'État',
    replyDue: 'Date de réponse attendue',
    actions: 'Actions',
  },
  status: {
    generated: 'Produite',
    sent: 'Envoyée',
    awaiting_reply: 'En attente de réponse',
    resolved: 'Terminée : {{outcome}}',
    sentOn: 'Envoyée par {{by}} le {{date}}',
    resolvedOn: 'Résultat en date du {{date}}',
    followsUp: 'Relance de {{name}}',
    followedUp: 'Lettre de relance produite : {{name}}',
    escalates: 'Au sujet de {{name}}',
    escalated: 'Lettre produite : {{name}}',
  },
  replyDue: {
    overdue: 'En retard',
    none: 'Aucune réponse attendue',
  },
  sentBy: {
    fax: 'Télécopieur',
    mail: 'Poste',
  },
  sentByInline: {
    fax: 'télécopieur',
    mail: 'la poste',
  },
  outcomes: {
    corrected: 'Corrigé',
    deleted: 'Supprimé',
    verified_as_accurate: 'Vérifié et jugé exact',
    settled: 'Réglé',
    no_reply: 'Aucune réponse',
    other: 'Autre',
  },
  noReplyFrom: 'Aucune réponse (possible à partir du {{date}}, date où la réponse est attendue)',
  noReplyOnceSent: 'Aucune réponse (possible 30 jours après la date d’envoi)',
  track: {
    button: 'Suivre',
    title: 'Suivre cette lettre',
    description: '{{name}}, demandée le {{date}}.',
    sentOn: 'Date d’envoi',
    sentOnHint: 'Laissez ce champ vide tant que vous n’avez pas envoyé la lettre.',
    sentBy: 'Envoyée par',
    sentByPlaceholder: 'Pas encore envoyée',
    outcome: 'Résultat',
    outcomePlaceholder: 'Aucun résultat pour l’instant',
    outcomeHint:
      'Ce qu’a fait l’agence d’évaluation du crédit ou le créancier. « Aucune réponse » peut être choisi une fois la date de réponse passée (30 jours après la date d’envoi).',
    resolvedOn: 'Date du résultat',
    note: 'Note',
    noteHint:
      'Jusqu’à 1 000 caractères : qui vous a répondu, ce qu’on vous a dit, un numéro de référence.',
    loading: 'Chargement du formulaire…',
    notFound: 'Cette lettre n’existe plus. Elle a peut-être été supprimée dans une autre fenêtre.',
    failed: 'Vos modifications n’ont pas pu être enregistrées. Veuillez réessayer.',
  },
  followUp: {
    button: 'Produire une lettre de relance',
    for: 'pour {{name}}',
    made: 'Votre lettre de relance est prête. Elle figure ci-dessous : téléchargez-la, puis imprimez-la, signez-la et envoyez-la.',
    notFound: 'Cette lettre n’existe plus. Elle a peut-être été supprimée dans une autre fenêtre.',
    failed: 'La lettre de relance n’a pas pu être produite. Veuillez réessayer.',
  },
  escalation: {
    offers: 'Si vous n’êtes pas d’accord avec la réponse, ou si vous n’en avez reçu aucune :',
    button: {
      consumer_office_complaint:
        'Porter plainte auprès de votre organisme de protection du consommateur',
      privacy_complaint: 'Porter plainte en matière de protection des renseignements personnels',
      amf_transfer_request: 'Demander à Équifax de transmettre votre plainte à l’AMF',
    },
    made: 'Votre lettre est prête. Elle figure ci-dessous : téléchargez-la, puis imprimez-la, signez-la et envoyez-la comme l’explique sa première page.',
    notFound: 'Cette lettre n’existe plus. Elle a peut-être été supprimée dans une autre fenêtre.',
    failed: 'La lettre n’a pas pu être produite. Veuillez réessayer.',
  },
  summary: {
    heading: 'Vos lettres en un coup d’œil',
    awaiting: 'En attente de réponse',
    overdue: 'En retard',
    resolved: 'Terminées',
    nextDue: 'Prochaine réponse attendue',
    none: 'Aucune',
  },
  calendar: {
    button: 'Télécharger le calendrier (.ics)',
    hint: 'Ajoute à votre application de calendrier la date de réponse attendue de chaque lettre en attente de réponse.',
    nothingOpen:
      'Aucune lettre n’attend encore de réponse. Dès que vous indiquez avoir envoyé une lettre, sa date de réponse attendue peut être ajoutée à votre calendrier.',
    fileName: 'dates-reponse-lettres.ics',
    calendarName: 'Dates de réponse des lettres',
    eventSummary: 'Réponse attendue : {{name}}',
    eventDescription:
      'Vous avez envoyé {{name}} par {{by}} le {{date}}. Si aucune réponse n’est arrivée, inscrivez-le dans Mes lettres et produisez une lettre de relance.',
  },
  download: {
    failed: 'La lettre n’a pas pu être téléchargée. Veuillez réessayer.',
  },
  sendGuide: {
    button: 'Comment l’envoyer',
    title: 'Comment l’envoyer',
    description: '{{name}} : les façons de l’envoyer, de la meilleure à la moins bonne.',
    loading: 'Chargement des façons d’envoyer la lettre…',
    failed: 'Nous n’avons pas pu charger les façons d’envoyer cette lettre. Veuillez réessayer.',
    notToBureau:
      'Cette lettre n’est pas destinée à une agence d’évaluation du crédit : envoyez-la comme l’explique la première page de son PDF.',
    close: 'Fermer',
    online: {
      heading: '1. En ligne (à privilégier)',
      why: '{{stoppages}} Envoyez-la en ligne si vous le pouvez.',
      goTo: 'Allez sur',
      openPage: 'et ouvrez la page « {{page}} ».',
    },
    disputeText: {
      label: 'Texte de la contestation',
      hint: 'Collez-le dans le formulaire en ligne, à l’endroit où l’on vous demande ce que vous contestez. Il reprend seulement ce que dit votre lettre ; vous pouvez le raccourcir ici avant de le copier.',
      count: '{{count}} caractères',
      copy: 'Copier le texte de la contestation',
      copied: 'Copié. Collez-le dans le formulaire de {{site}}.',
      refused:
        'Votre navigateur n’a pas permis de le copier. Le texte est sélectionné : appuyez sur Ctrl+C (⌘C sur un Mac) pour le copier.',
    },
    mail: {
      heading: '2. Par la poste',
      intro:
        'Imprimez et signez la lettre, puis postez-la avec des copies de vos documents à l’adresse suivante :',
    },
    fax: {
      heading: '3. Par télécopieur',
      text: 'Envoyez la lettre et des copies de vos documents par télécopieur au {{fax}}.',
    },
  },
  delete: {
    label: 'Supprimer {{name}}',
    title: 'Supprimer cette lettre ?',
    description: '{{name}}, demandée le {{date}}, sera retirée de vos lettres.',
    failed: 'La lettre n’a pas pu être supprimée. Veuillez réessayer.',
  },
  loadFailed: 'Vos lettres n’ont pas pu être chargées.',
} satisfies Translation<typeof lettersCatalog>;
