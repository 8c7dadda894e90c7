import type { Translation } from 'shared/i18n';
import type { reportErrorsTexts } from './texts';

/**
 * The Errors on Credit Report wizard's texts in Canadian French (namespace 'repair', key 'reportErrors').
 * The space before : ; ! ? » and after « is a no-break space (U+00A0), as French typography wants.
 */
export const reportErrorsTextsFr = {
  label: 'Erreurs au dossier de crédit',
  bureauStep: {
    heading: 'Quelles agences d’évaluation du crédit affichent l’erreur ?',
    text: 'Équifax Canada et TransUnion Canada tiennent chacune leur propre dossier sur vous, et un prêteur peut transmettre ses renseignements à l’une d’elles ou aux deux. Une erreur peut donc figurer dans un dossier et pas dans l’autre.',
    advice:
      'Consultez votre dossier auprès de chaque agence. Envoyez la lettre à chaque agence dont le dossier contient l’erreur : nous préparons une lettre pour chaque agence que vous choisissez.',
    inquiryNote:
      'Une lettre au sujet d’une demande de consultation que vous n’avez pas autorisée est envoyée à l’entreprise qui a fait la demande, et non aux agences.',
  },
  typeStep: {
    legend: 'Qu’est-ce qui est inexact dans votre dossier de crédit ?',
    required: 'Veuillez choisir un type de lettre.',
    types: {
      error_of_employment: {
        label: 'Mon employeur est inexact',
        hint: 'Votre dossier indique un ancien employeur comme employeur actuel.',
      },
      error_of_name: {
        label: 'Mon nom est inexact',
        hint: 'Votre nom est mal orthographié, ou votre dossier affiche un nom qui n’est pas le vôtre.',
      },
      error_of_address: {
        label: 'Mon adresse est inexacte',
        hint: 'Votre dossier n’indique pas correctement votre adresse actuelle.',
      },
      error_on_credit_file: {
        label: 'Un jugement est inexact',
        hint: 'Un jugement inscrit à votre dossier ne vous concerne pas, ou ses détails sont inexacts.',
      },
      unauthorized_inquiry: {
        label: 'Une vérification de crédit que je n’ai pas autorisée',
        hint: 'Une entreprise a consulté votre dossier de crédit sans votre permission.',
      },
    },
  },
  forms: {
    error_of_employment: {
      heading: 'Votre employeur',
      intro:
        'Indiquez l’employeur que votre dossier affiche par erreur et celui pour qui vous travaillez maintenant.',
    },
    error_of_name: {
      heading: 'Votre nom',
      intro: 'Écrivez votre nom tel qu’il figure sur vos pièces d’identité.',
    },
    error_of_address: {
      heading: 'Votre adresse actuelle',
      intro: 'Entrez votre adresse actuelle telle que les agences devraient l’afficher.',
    },
    error_on_credit_file: {
      heading: 'Le jugement',
      intro: 'Recopiez les détails du jugement tels qu’ils figurent à votre dossier de crédit.',
    },
    unauthorized_inquiry: {
      heading: 'L’entreprise qui a vérifié votre crédit',
      intro:
        'Choisissez l’entreprise dans la liste pour remplir son adresse, ou tapez-la. Vérifiez chaque détail par rapport à votre dossier de crédit.',
    },
  },
  fields: {
    previous_employer: 'Nom de l’ancien employeur',
    previousEmployerHint: 'L’employeur qu’affiche votre dossier, pour qui vous ne travaillez plus.',
    current_employer: 'Nom de l’employeur actuel',
    correct_name: 'Nom exact',
    incorrect_name: 'Nom inexact',
    incorrectNameHint: 'Le nom exactement tel qu’il figure à votre dossier de crédit.',
    street_address: 'Adresse',
    address_line_two: 'Adresse, ligne 2 (facultatif)',
    addressLineTwoHint: 'Appartement, unité ou bureau, par exemple app. 1504.',
    city: 'Ville',
    province: 'Province',
    provincePlaceholder: 'Choisissez une province',
    postal_code: 'Code postal',
    case_number: 'Nom du demandeur ou numéro de dossier',
    judgment_filed_place: 'Lieu de dépôt du jugement',
    judgmentFiledPlaceHint: 'Le tribunal où le jugement a été déposé, et sa ville.',
    judgment_filed_date: 'Date de dépôt du jugement',
    amount_reported: 'Montant déclaré',
    amountHint: 'En dollars, par exemple 1 250,00',
    creditor_name: 'Nom du créancier',
    creditor_street_address: 'Adresse',
    creditor_city: 'Ville',
    creditor_province: 'Province',
    creditor_postal_code: 'Code postal',
    creditor_fax: 'Télécopieur',
    creditor_amount: 'Montant (facultatif)',
    creditorAmountHint: 'Le montant du crédit visé par la demande, si vous le connaissez.',
    inquiry_date: 'Date de la demande de consultation (facultatif)',
    inquiryDateHint:
      'Telle qu’elle figure à votre dossier de crédit. La lettre la mentionne pour que le créancier la retrouve.',
    prefilled:
      'Nous avons rempli ce que contient votre profil. Modifiez tout ce qui n’est pas exact.',
  },
  documents: {
    toBureaus: 'Une lettre est préparée pour chaque agence que vous avez choisie : {{bureaus}}.',
    toCreditor: 'La lettre est adressée à {{creditor}}.',
    and: ' et ',
    unmatched: 'Le serveur n’a pas accepté la lettre :',
  },
} satisfies Translation<typeof reportErrorsTexts>;
