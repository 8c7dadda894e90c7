import type { Translation } from 'shared/i18n';
import type { creditReportSuiteTexts } from './texts';

/**
 * The credit report suite's texts in Canadian French (namespace 'repair', key 'creditReportSuite').
 * The space before : ; ! ? » and after « is a no-break space (U+00A0), as French typography wants.
 */
export const creditReportSuiteTextsFr = {
  title: 'Dossier de crédit',
  intro:
    'Le Canada compte deux agences d’évaluation du crédit nationales : Équifax Canada et TransUnion Canada. Chacune tient son propre dossier sur vous, et vous pouvez demander à chacune une copie du vôtre.',
  offers: {
    heading: 'Obtenir vos dossiers de crédit',
    free: 'Dossiers de crédit gratuits par la poste, d’Équifax et de TransUnion',
    freeText:
      'Nous préparons une lettre de demande pour chaque agence, que vous n’avez qu’à imprimer, signer et envoyer.',
    instant: 'Dossiers de crédit instantanés en ligne',
    instantText: 'Payez une agence pour consulter votre dossier sur-le-champ.',
  },
  contact: {
    website: 'Site Web',
    mail: 'Adresse postale',
    phone: 'Téléphone',
    labelled: '{{label}} :',
    fax: 'Télécopieur',
    noFax: 'Aucun numéro de télécopieur publié : envoyez vos lettres par la poste.',
    identification: 'Pièces d’identité demandées',
  },
  bureaus: {
    heading: 'Agences d’évaluation du crédit',
  },
  federal: {
    heading: 'Organismes fédéraux',
  },
  escalation: {
    heading: 'Ombudsmans et services de traitement des plaintes',
    intro:
      'Quand une banque, un prêteur ou une entreprise de télécommunication ne règle pas votre plainte, ces services indépendants peuvent l’examiner gratuitement.',
  },
  provincial: {
    heading: 'Organismes provinciaux et territoriaux de protection du consommateur',
    province: 'Province ou territoire',
    office: 'Organisme de protection du consommateur',
    none: 'Aucun organisme répertorié',
  },
  legislation: {
    heading: 'Lois',
    intro:
      'Au Canada, les dossiers de crédit et le recouvrement de dettes sont encadrés par les lois des provinces et des territoires. Les lois américaines, comme la Fair Credit Reporting Act, ne s’appliquent pas ici.',
    province: 'Province ou territoire',
    creditReporting: 'Dossiers de crédit',
    collection: 'Recouvrement de dettes',
    none: 'Aucune loi particulière trouvée',
  },
  free: {
    title: 'Dossiers de crédit gratuits par la poste',
    intro:
      'Équifax Canada et TransUnion Canada vous remettent gratuitement une copie de votre dossier de crédit si vous la demandez par écrit. Nous préparons une lettre de demande pour chaque agence à partir de vos renseignements personnels.',
    wizardLabel: 'Demande de dossier de crédit gratuit',
    step1: {
      heading: 'Vos renseignements personnels',
      text: 'Chaque lettre est personnalisée avec les renseignements de votre profil. Avant de produire vos lettres, assurez-vous que votre profil contient :',
      items: {
        name: 'votre prénom et votre nom ;',
        birth: 'votre date de naissance ;',
        address:
          'votre adresse actuelle, et votre adresse précédente si vous avez déménagé récemment ;',
        contact:
          'votre numéro de téléphone et votre adresse courriel, pour que les agences puissent vous joindre.',
      },
      link: 'Vérifier vos renseignements personnels',
    },
    step2: {
      heading: 'Documents à l’appui',
      text: 'Chaque agence demande une copie de vos pièces d’identité avec la demande. Joignez une copie de ces documents à chaque lettre avant de l’envoyer :',
      sendByFax: 'Envoyez-la par télécopieur au {{fax}}.',
      sendByMail: 'Envoyez-la par la poste à :',
      originals:
        'N’envoyez jamais d’originaux. La première page de chaque lettre reprend ces instructions.',
      generate: 'Produire les lettres',
    },
    failed:
      'Une erreur est survenue pendant le traitement de votre demande. Veuillez actualiser la page et réessayer.',
  },
  instant: {
    title: 'Dossiers de crédit instantanés',
    intro:
      'Si vous avez besoin de votre dossier de crédit tout de suite, vous pouvez acheter un accès instantané en ligne auprès d’une agence d’évaluation du crédit. Vous payez l’agence directement : cette application ne vend pas de dossiers. Les produits et les prix changent ; consultez le site Web de l’agence avant d’acheter.',
    freeInstead:
      'Vous préférez ne pas payer ? Obtenez vos dossiers de crédit gratuitement par la poste.',
  },
} satisfies Translation<typeof creditReportSuiteTexts>;
