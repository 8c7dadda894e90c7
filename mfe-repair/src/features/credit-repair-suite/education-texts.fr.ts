import type { Translation } from 'shared/i18n';
import type { educationTexts } from './education-texts';

/**
 * The credit repair suite's guide in Canadian French (fr-CA), written for a reader in Québec and
 * elsewhere in Canada, not word for word: Québec's names for its institutions and laws where the
 * text names them. The space before : ; ! ? » and after « is a no-break space (U+00A0).
 */
export const educationTextsFr = {
  intro:
    'Votre dossier de crédit et votre cote de crédit influencent les taux et le crédit qu’on vous offre, et parfois même la location d’un logement ou un emploi. Ce guide explique comment ils fonctionnent au Canada et comment faire corriger une erreur. Le moment venu, nos assistants rédigeront pour vous les lettres de contestation.',
  report: {
    heading: 'Ce que contient votre dossier de crédit',
    text: 'Votre dossier de crédit retrace la façon dont vous utilisez le crédit. Les prêteurs, les propriétaires, les assureurs et certains employeurs peuvent le consulter, avec votre autorisation, pour décider s’ils font affaire avec vous. On y trouve habituellement :',
    items: {
      identity:
        'Vos renseignements d’identité : votre nom, votre date de naissance, vos adresses actuelle et précédentes et, parfois, vos employeurs.',
      accounts:
        'Vos comptes de crédit : cartes de crédit, marges de crédit, prêts, certains prêts hypothécaires et comptes de téléphone, avec la limite, le solde et la façon dont vous avez payé.',
      ratings:
        'Une cote pour chaque compte : une lettre pour le type de compte (R pour renouvelable, comme une carte de crédit ; I pour versements échelonnés, comme un prêt auto ; O pour ouvert) et un chiffre de 1 (paiements effectués selon l’entente) à 9 (mauvaise créance ou dette confiée à une agence de recouvrement).',
      publicRecords: 'Les dossiers publics : faillites, propositions de consommateur et jugements.',
      collections: 'Les dettes confiées à une agence de recouvrement.',
      inquiries: 'Les demandes de consultation : qui a consulté votre dossier, et quand.',
      statements:
        'Toute déclaration du consommateur ou alerte à la fraude que vous avez demandé d’ajouter à votre dossier.',
    },
    notIncluded:
      'Votre dossier ne contient ni votre revenu, ni le solde de vos comptes chèques ou d’épargne, ni vos dossiers médicaux ou judiciaires.',
  },
  bureaus: {
    heading: 'Les deux agences d’évaluation du crédit au Canada',
    text: 'Le Canada compte deux agences d’évaluation du crédit nationales : Équifax Canada et TransUnion Canada. Ce sont des entreprises privées, et chacune tient son propre dossier sur vous. Les prêteurs choisissent l’agence à qui ils transmettent leurs renseignements : certains aux deux, d’autres à une seule. Vos deux dossiers peuvent donc être différents, et une erreur peut figurer dans l’un sans figurer dans l’autre.',
    free: 'Vous pouvez obtenir vos deux dossiers gratuitement. Faites la demande à chaque agence par la poste, ou utilisez l’accès en ligne gratuit que chacune offre sur son site Web.',
    freeLink: 'Demander vos dossiers de crédit gratuits par la poste',
  },
  scores: {
    heading: 'Comment fonctionne la cote de crédit',
    text: 'La cote de crédit est un nombre de {{min}} à {{max}} calculé à partir des renseignements de votre dossier de crédit. Plus il est élevé, moins vous représentez un risque aux yeux d’un prêteur. Votre cote n’est pas conservée dans votre dossier : elle est calculée chaque fois qu’on la demande, et les prêteurs n’utilisent pas tous le même modèle. Il est donc normal de voir une cote un peu différente d’une source à l’autre.',
    factorsIntro: 'Ce qui fait monter ou baisser votre cote :',
    factors: {
      payment:
        'Vos habitudes de paiement : payer au moins le minimum à temps, chaque fois, est ce qui compte le plus. Un paiement en retard de 30 jours ou plus est signalé et reste à votre dossier.',
      utilisation:
        'Le taux d’utilisation : la part du crédit disponible que vous utilisez (voir plus bas).',
      history:
        'L’ancienneté de vos comptes : des comptes ouverts depuis longtemps et en règle montrent que vous utilisez le crédit de façon responsable.',
      mix: 'La diversité du crédit : gérer différents types de crédit, par exemple une carte et un prêt, peut aider.',
      newCredit:
        'Les nouvelles demandes : plusieurs demandes de crédit en peu de temps peuvent faire baisser votre cote pendant un certain temps.',
    },
    ownCheck: 'Consulter vous-même votre dossier ou votre cote ne fait jamais baisser votre cote.',
  },
  retention: {
    heading: 'Combien de temps les renseignements restent à votre dossier',
    text: 'La plupart des renseignements négatifs, comme les retards de paiement, les comptes confiés à une agence de recouvrement et les jugements, restent à votre dossier pendant environ {{years}} ans. La durée exacte dépend de l’agence, du type de renseignement et parfois de votre province :',
    caption: 'Durée de conservation des renseignements par chaque agence',
    item: 'Renseignement',
    equifax: 'Équifax Canada',
    transunion: 'TransUnion Canada',
    unconfirmed: 'Non confirmé : renseignez-vous auprès de TransUnion',
    afterward:
      'Une fois la durée écoulée, le renseignement doit être retiré. S’il figure encore à votre dossier, vous pouvez le contester comme toute autre erreur.',
  },
  updates: {
    heading: 'À quelle fréquence votre dossier est mis à jour',
    text: 'La plupart des prêteurs transmettent chaque mois aux agences une mise à jour de vos comptes. Un changement, par exemple une dette que vous avez remboursée, paraît habituellement à votre dossier dans un délai de {{min}} à {{max}} jours. Attendez ce délai avant de contester un changement récent qui n’y figure pas encore.',
    habit:
      'Consultez vos deux dossiers au moins une fois par année, et quelques mois avant de demander un prêt hypothécaire ou un prêt auto, pour avoir le temps de faire corriger une erreur.',
  },
  utilisation: {
    heading: 'Le taux d’utilisation du crédit',
    text: 'Le taux d’utilisation est la part de vos limites de crédit que vous utilisez. Il est calculé pour chaque carte ou marge de crédit, et pour l’ensemble. Gardez-le sous {{target}} %, et ne le laissez jamais dépasser {{ceiling}} %.',
    example:
      'Par exemple, sur une carte dont la limite est de {{limit}}, essayez de garder le solde sous {{target}}.',
    tips: {
      payEarly:
        'Réduisez votre solde avant la date du relevé : c’est habituellement le solde du relevé qui est transmis aux agences.',
      keepOld:
        'Réfléchissez avant de fermer une vieille carte en règle : sa limite réduit votre taux d’utilisation et son ancienneté allonge votre historique.',
      limitIncrease:
        'Une hausse de limite que vous n’utilisez pas réduit aussi votre taux d’utilisation.',
    },
  },
  inquiries: {
    heading: 'Les demandes de consultation : vérifications approfondies et sommaires',
    hard: 'Une vérification approfondie a lieu quand vous demandez du crédit, par exemple une carte, un prêt ou un prêt hypothécaire, et que vous autorisez le prêteur à consulter votre dossier. Les autres prêteurs peuvent la voir, et plusieurs en peu de temps peuvent faire baisser votre cote.',
    soft: 'Une vérification sommaire a lieu quand vous consultez vous-même votre dossier, ou quand une entreprise avec qui vous faites déjà affaire examine votre compte. Vous êtes la seule personne à voir ces vérifications, et elles n’ont jamais d’effet sur votre cote.',
    duration:
      'Équifax affiche les demandes de consultation pendant {{years}} ans ; TransUnion les conserve plus longtemps (voir le tableau plus haut).',
    unknown:
      'Une vérification approfondie faite par une entreprise à qui vous n’avez jamais rien demandé peut être un signe de vol d’identité. Contestez-la, et signalez-la au Centre antifraude du Canada au {{phone}}.',
  },
  dispute: {
    heading: 'Comment contester une erreur',
    text: 'Contester une erreur auprès d’une agence d’évaluation du crédit est gratuit, et vous n’avez besoin de l’aide de personne pour le faire. Les dossiers de crédit sont encadrés par les lois des provinces et des territoires (au Québec, la Loi sur les agents d’évaluation du crédit), qui obligent les agences à examiner votre contestation et à corriger les renseignements inexacts. Faites-le par écrit, pour en garder une trace :',
    steps: {
      get: 'Obtenez votre dossier auprès de chaque agence et repérez chaque renseignement inexact.',
      write:
        'Écrivez à chaque agence dont le dossier contient l’erreur. Indiquez quel renseignement est inexact, pourquoi, et quel est le bon renseignement.',
      enclose:
        'Joignez une copie de deux pièces d’identité délivrées par le gouvernement, dont une avec votre photo et votre adresse actuelle, et une copie de vos preuves : un relevé, une lettre du prêteur, un certificat de libération. N’envoyez jamais d’originaux.',
      send: 'Envoyez la lettre par télécopieur ou par la poste, et gardez-en une copie avec la date d’envoi.',
      followUp:
        'L’agence vérifie le renseignement auprès de l’entreprise qui l’a transmis, puis le corrige, le retire s’il ne peut être confirmé, ou vous informe qu’il a été vérifié.',
    },
    timingEquifax: 'Équifax Canada : {{note}}',
    timingTransunion:
      'TransUnion Canada ne publie pas de délai précis. Si vous n’avez pas de réponse après un mois, relancez-la.',
    verifiedHeading: 'Si l’agence vous répond que le renseignement est exact',
    verified: {
      lender:
        'Écrivez au prêteur ou à l’agence de recouvrement qui l’a transmis, avec vos preuves, et demandez-lui de corriger ce qu’il transmet aux agences.',
      statement:
        'Demandez à chaque agence d’ajouter une déclaration du consommateur : une courte note, dans vos mots, que verra toute personne qui consulte votre dossier.',
      statementEquifax: 'Équifax Canada : {{note}}',
      provincial:
        'Portez plainte auprès de l’organisme de protection du consommateur de votre province ou de votre territoire, qui surveille les dossiers de crédit là où vous habitez (au Québec, l’Office de la protection du consommateur ; la section Dossier de crédit en donne la liste).',
      federal:
        'Si l’erreur vient d’une banque ou d’un émetteur de cartes de crédit, utilisez d’abord son processus de traitement des plaintes, puis un service d’ombudsman. L’Agence de la consommation en matière financière du Canada (ACFC, {{fcac}}) surveille les banques et peut recevoir votre plainte.',
    },
    warning:
      'Méfiez-vous des entreprises qui se font payer pour « réparer » votre crédit : elles ne peuvent pas faire retirer des renseignements exacts, et tout ce qu’elles font, vous pouvez le faire vous-même gratuitement. La loi du Nouveau-Brunswick leur interdit d’ailleurs de se faire payer avant d’avoir rendu le service.',
  },
  wizards: {
    heading: 'Préparer vos lettres de contestation',
    text: 'Chaque assistant vous pose quelques questions, puis prépare une lettre en PDF, prête à imprimer, à signer et à envoyer, avec des instructions sur les documents à joindre.',
    errorsOnCreditReport:
      'Faites corriger votre nom, votre adresse ou votre employeur, un jugement, ou une demande de consultation que vous n’avez pas autorisée. La lettre est envoyée à Équifax, à TransUnion ou aux deux.',
    errorsWithAccount:
      'Faites corriger la façon dont un de vos comptes est déclaré : un solde inexact, un retard de paiement, une cote, un compte qui n’est pas le vôtre ou une dette prescrite.',
    disputeWithCreditor:
      'Demandez à un créancier ou à une agence de recouvrement de prouver qu’une dette est bien la vôtre et que le montant est exact, avant de payer quoi que ce soit.',
    consumerStatement:
      'Ajoutez une courte explication, dans vos propres mots, à votre dossier de crédit chez Équifax ou TransUnion. Les prêteurs qui consultent votre dossier peuvent la lire.',
  },
} satisfies Translation<typeof educationTexts>;
