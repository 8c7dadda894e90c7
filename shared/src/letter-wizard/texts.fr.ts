import type { Translation } from 'shared/i18n';
import type { letterWizardTexts } from './texts';

/**
 * The letter-wizard kit's texts in Canadian French (namespace 'letterWizard').
 * The space before : ; ! ? » and after « is a no-break space (U+00A0), as French typography wants.
 */
export const letterWizardTextsFr = {
  creditor: {
    label: 'Créancier',
    placeholder: 'Choisissez un créancier',
    loading: 'Chargement de la liste des créanciers…',
    loadFailed: 'La liste des créanciers n’a pas pu être chargée.',
    detailFailed:
      'Les coordonnées de ce créancier n’ont pas pu être chargées. Vous pouvez les taper vous-même.',
    hint: 'Choisir un créancier remplit ses coordonnées. Vérifiez-les et modifiez tout ce qui diffère de vos documents.',
    faxUnconfirmed:
      'Ce numéro de télécopieur n’a pas pu être confirmé : {{note}} Confirmez-le auprès du créancier, sinon la lettre sera envoyée par la poste (ses instructions vous expliquent comment la télécopier une fois le numéro confirmé).',
    faxUnconfirmedNoNote:
      'Ce numéro de télécopieur n’a pas pu être confirmé. Confirmez-le auprès du créancier, sinon la lettre sera envoyée par la poste (ses instructions vous expliquent comment la télécopier une fois le numéro confirmé).',
    faxUnconfirmedNoField:
      'Le numéro de télécopieur que nous avons pour ce créancier, le {{fax}}, n’a pas pu être confirmé ; la lettre sera donc adressée pour un envoi par la poste. Ses instructions vous expliquent comment la télécopier une fois que vous aurez confirmé le numéro auprès du créancier.',
    faxNote: 'Au sujet de ce numéro de télécopieur : {{note}}',
    phoneNote: 'Au sujet des numéros de téléphone de ce créancier : {{note}}',
    addressNote: 'Au sujet de cette adresse : {{note}}',
  },
  gate: {
    heading: 'Veuillez entrer votre mot de passe pour choisir un de vos comptes bancaires',
    ok: 'OK',
    tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans {{minutes}} minutes.',
    failed: 'Votre mot de passe n’a pas pu être vérifié. Veuillez réessayer.',
  },
  account: {
    label: 'Compte',
    placeholder: 'Choisissez un compte',
    none: 'Vous n’avez encore aucun compte bancaire. Ajoutez le compte visé par cette lettre dans Renseignements bancaires, puis revenez ici.',
    noneLink: 'Aller à Renseignements bancaires',
  },
  bureau: {
    legend: 'Envoyer à',
    hint: 'Une lettre est préparée pour chaque agence d’évaluation du crédit que vous choisissez.',
    Equifax: 'Équifax Canada',
    TransUnion: 'TransUnion Canada',
    pickOne: 'Veuillez choisir au moins une agence d’évaluation du crédit.',
  },
  documents: {
    heading: 'Documents à l’appui',
    intro: 'Imprimez votre lettre, signez-la et joignez-y une copie des documents qui l’appuient :',
    ids: 'Deux pièces d’identité, comme l’indique la première page de votre lettre : Équifax et TransUnion ont chacune leurs propres exigences.',
    bankruptcy:
      'Si la correction porte sur une faillite ou une proposition de consommateur : votre bilan (la feuille qui énumère vos dettes) et votre certificat de libération ou d’exécution intégrale.',
    payment:
      'Si vous demandez l’ajustement d’un solde : la preuve de vos paiements, comme des relevés ou des reçus.',
    fax: 'Envoyez-la comme l’explique la première page de votre lettre : une lettre à une agence d’évaluation du crédit d’abord en ligne, puis par la poste ; une lettre à un créancier par télécopieur si la lettre indique un numéro, sinon par la poste.',
    copies:
      'N’envoyez que des copies, jamais d’originaux, et gardez une copie de tout ce que vous envoyez.',
  },
  language: {
    legend: 'Langue de la lettre',
    hint: 'La lettre est rédigée dans cette langue. Sa première page, qui explique comment l’envoyer, est dans la langue de ce site.',
    en: 'English',
    fr: 'Français',
  },
  generate: {
    button: 'Produire la lettre',
    tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans {{minutes}} minutes.',
    notFound:
      'Le compte ou le créancier que vous avez choisi n’existe plus. Veuillez revenir en arrière et faire un nouveau choix.',
    fixFields:
      'Certains renseignements doivent être vérifiés. Veuillez vérifier les champs en surbrillance.',
  },
} satisfies Translation<typeof letterWizardTexts>;
