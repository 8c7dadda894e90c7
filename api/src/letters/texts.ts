import type { ComplaintIntake } from 'shared/contract';

/**
 * Fixed texts of every letter PDF, in English (en-CA) and in French (fr-CA). Letter bodies come from the templates; these are the
 * renderer's own words: the instructions page, the recipient's fax line, page numbers.
 */

/** "the letter and the documents", or "the letter" when it has none to enclose. */
function what(withDocuments: boolean): string {
  return withDocuments ? 'the letter and the documents' : 'the letter';
}

/** How each body takes a complaint through its site, as its page says (reference data). */
const INTAKE: Record<ComplaintIntake, string> = {
  online:
    'It takes complaints through that page: file yours there with the letter and copies of the documents.',
  form: 'Download its complaint form from that page, fill it in, and submit it with the letter and copies of the documents, all in one submission. It takes no complaint by phone.',
  writing:
    'It takes complaints in writing: send it the letter, with copies of the documents, the way that page says.',
  call: 'To complain, you call it first and speak to an agent, who tells you whether to send the letter and the documents, and where. Have the letter in front of you when you call.',
  'as-the-page-says':
    'That page says how it takes a complaint: follow it, with the letter as your written complaint and copies of the documents.',
};

export const letterTexts = {
  instructionsTag: 'INSTRUCTIONS FOR YOU — DO NOT SEND THIS PAGE',
  instructionsTitle: 'How to send your letter',
  preparedOn: (date: string) => `Prepared on ${date}`,
  sendByFax: 'Send by fax to',
  sendByMail: 'Send by mail to',
  fileThroughSite: 'File through its website',
  siteAndPage: (site: string, page: string | null) => (page ? `${site}, page “${page}”` : site),
  boxFaxCaution: 'Confirm this number before faxing: see step 4.',
  steps: {
    print: 'Print the letter that follows this page. Keep this page for yourself.',
    sign: 'Sign the letter in ink on the signature line, above your printed name.',
    attach: 'Attach copies of these documents (copies only, never originals):',
    attachNothing: 'This letter needs no supporting documents: send the letter alone.',
    fax: (fax: string, withDocuments: boolean) => `Fax ${what(withDocuments)} to ${fax}.`,
    faxFallback: (withDocuments: boolean) =>
      `If you cannot confirm it, mail ${what(withDocuments)} instead to:`,
    mail: (withDocuments: boolean) =>
      `The recipient publishes no fax number for this letter. Mail ${what(withDocuments)} to the address on the letter:`,
    mailUnconfirmedFax: (fax: string, withDocuments: boolean) =>
      `The fax number we have for this recipient, ${fax}, could not be confirmed on its current pages, so this letter is addressed for mail. If you confirm the number with the recipient, you may fax ${what(withDocuments)} to it instead. Otherwise mail ${what(withDocuments)} to the address on the letter:`,
    keepFax: (withDocuments: boolean) =>
      `Keep the fax confirmation page with a copy of ${what(withDocuments)}. It is your proof of the date you sent ${withDocuments ? 'them' : 'it'} if you need to follow up.`,
    keepMail: (withDocuments: boolean) =>
      `Keep your proof of mailing (Canada Post Registered Mail gives you a tracking number and proof of delivery) with a copy of ${what(withDocuments)}.`,
    fileThroughSite: (site: string, page: string | null) =>
      page
        ? `This office publishes no mailing address we could confirm: it takes complaints through its website. Go to ${site} and open its “${page}” page.`
        : `This office publishes no mailing address we could confirm: it takes complaints through its website. Go to ${site}.`,
    intake: (intake: ComplaintIntake) => INTAKE[intake],
    questionsPhone: (phone: string) => `Its number for questions: ${phone}.`,
    keepFiled: (withDocuments: boolean) =>
      `Keep a copy of ${what(withDocuments)} with what shows you filed it: the confirmation or reference number you receive, or the date and the name of the person you spoke to.`,
  },
  /** The instructions of a letter a bureau takes online: online first, mail second, fax last. */
  channels: {
    why: (stoppages: string) =>
      `${stoppages} Send it online if you can; mail works too while Canada Post delivers.`,
    onlineHeading: 'Online (first choice)',
    openSite: (site: string, page: string | null) =>
      page ? `Go to ${site} and open its “${page}” page.` : `Go to ${site}.`,
    paste:
      'The text to put in the form is ready for you: in My Generated Letters, choose “How to send it” beside this letter, then “Copy the dispute text”, and paste it.',
    uploadDocuments: 'Add copies of the documents listed under “What to include”.',
    mailHeading: 'By mail',
    printAndSign:
      'Print the letter that follows this page and sign it in ink on the signature line.',
    mailTo: (withDocuments: boolean): string =>
      withDocuments
        ? 'Mail the letter with copies of the documents listed under “What to include” to:'
        : 'Mail the letter to:',
    faxHeading: 'By fax',
    faxTo: (fax: string, withDocuments: boolean) =>
      `Fax ${withDocuments ? 'the letter and copies of the documents' : 'the letter'} to ${fax}.`,
    documentsHeading: 'What to include',
    noDocuments: 'This letter needs no supporting documents: send the letter alone.',
  },
  faxLine: (fax: string) => `Fax: ${fax}`,
  emailLine: (email: string) => `Email: ${email}`,
  subjectPrefix: 'Re: ',
  enclosures: (count: number) => (count === 1 ? 'Enclosure (1)' : `Enclosures (${count})`),
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** The letter's own parts that are not the template's words: its date line and PDF language. */
  dateLine: (date: string, _city: string) => date,
  pdfLanguage: 'en-CA',
};

export type LetterTexts = typeof letterTexts;

/** « la lettre et les documents », or « la lettre » when it has none to enclose. */
function quoi(withDocuments: boolean): string {
  return withDocuments ? 'la lettre et les documents' : 'la lettre';
}

const INTAKE_FR: Record<ComplaintIntake, string> = {
  online:
    'Il reçoit les plaintes au moyen de cette page : déposez-y la vôtre, avec la lettre et des copies des documents.',
  form: 'Téléchargez son formulaire de plainte sur cette page, remplissez-le et soumettez-le avec la lettre et des copies des documents, le tout en un seul envoi. Il ne reçoit aucune plainte par téléphone.',
  writing:
    'Il reçoit les plaintes par écrit : envoyez-lui la lettre, avec des copies des documents, de la façon que cette page indique.',
  call: 'Pour porter plainte, appelez-le d’abord et parlez à un agent, qui vous dira s’il faut envoyer la lettre et les documents, et où. Ayez la lettre sous les yeux pendant l’appel.',
  'as-the-page-says':
    'Cette page explique comment il reçoit une plainte : suivez-la, avec la lettre comme plainte écrite et des copies des documents.',
};

/** The same texts in French, for a French letter or French instructions (issue 15). */
export const letterTextsFr: LetterTexts = {
  instructionsTag: 'INSTRUCTIONS POUR VOUS — N’ENVOYEZ PAS CETTE PAGE',
  instructionsTitle: 'Comment envoyer votre lettre',
  preparedOn: (date: string) => `Préparée le ${date}`,
  sendByFax: 'Envoyer par télécopieur au',
  sendByMail: 'Envoyer par la poste à',
  fileThroughSite: 'Déposer au moyen de son site Web',
  siteAndPage: (site: string, page: string | null) => (page ? `${site}, page « ${page} »` : site),
  boxFaxCaution: 'Vérifiez ce numéro avant d’envoyer la télécopie : voir l’étape 4.',
  steps: {
    print: 'Imprimez la lettre qui suit cette page. Gardez cette page pour vous.',
    sign: 'Signez la lettre à l’encre sur la ligne de signature, au-dessus de votre nom.',
    attach: 'Joignez des copies de ces documents (des copies seulement, jamais les originaux) :',
    attachNothing: 'Cette lettre n’exige aucun document à l’appui : envoyez la lettre seule.',
    fax: (fax: string, withDocuments: boolean) =>
      `Envoyez ${quoi(withDocuments)} par télécopieur au ${fax}.`,
    faxFallback: (withDocuments: boolean) =>
      `Si vous ne pouvez pas le vérifier, envoyez plutôt ${quoi(withDocuments)} par la poste à :`,
    mail: (withDocuments: boolean) =>
      `Le destinataire ne publie aucun numéro de télécopieur pour cette lettre. Envoyez ${quoi(withDocuments)} par la poste à l’adresse indiquée sur la lettre :`,
    mailUnconfirmedFax: (fax: string, withDocuments: boolean) =>
      `Le numéro de télécopieur que nous avons pour ce destinataire, le ${fax}, n’a pas pu être vérifié sur ses pages actuelles ; cette lettre est donc adressée pour la poste. Si le destinataire vous confirme ce numéro, vous pouvez plutôt y envoyer ${quoi(withDocuments)} par télécopieur. Sinon, envoyez ${quoi(withDocuments)} par la poste à l’adresse indiquée sur la lettre :`,
    keepFax: (withDocuments: boolean) =>
      `Conservez la page de confirmation de la télécopie avec une copie de ${quoi(withDocuments)}. Elle prouve la date de votre envoi si vous devez faire un suivi.`,
    keepMail: (withDocuments: boolean) =>
      `Conservez votre preuve d’envoi (la poste recommandée de Postes Canada vous donne un numéro de suivi et une preuve de livraison) avec une copie de ${quoi(withDocuments)}.`,
    fileThroughSite: (site: string, page: string | null) =>
      page
        ? `Cet organisme ne publie aucune adresse postale que nous avons pu vérifier : il reçoit les plaintes au moyen de son site Web. Allez sur ${site} et ouvrez la page intitulée « ${page} ».`
        : `Cet organisme ne publie aucune adresse postale que nous avons pu vérifier : il reçoit les plaintes au moyen de son site Web. Allez sur ${site}.`,
    intake: (intake: ComplaintIntake) => INTAKE_FR[intake],
    questionsPhone: (phone: string) => `Son numéro pour les questions : ${phone}.`,
    keepFiled: (withDocuments: boolean) =>
      `Conservez une copie de ${quoi(withDocuments)} avec ce qui prouve votre dépôt : la confirmation ou le numéro de référence reçu, ou la date et le nom de la personne à qui vous avez parlé.`,
  },
  channels: {
    why: (stoppages: string) =>
      `${stoppages} Envoyez-la en ligne si vous le pouvez ; la poste convient aussi tant que Postes Canada livre le courrier.`,
    onlineHeading: 'En ligne (premier choix)',
    // The sources give the page's English title only: it is described in French, and its title
    // quoted as the English site shows it.
    openSite: (site: string, page: string | null) =>
      page
        ? `Allez sur ${site} et ouvrez sa page de contestation du dossier de crédit (intitulée « ${page} » sur le site en anglais).`
        : `Allez sur ${site}.`,
    paste:
      'Le texte à inscrire dans le formulaire est prêt : dans Mes lettres générées, choisissez « Comment l’envoyer » à côté de cette lettre, puis « Copier le texte de la contestation », et collez-le.',
    uploadDocuments: 'Ajoutez des copies des documents énumérés sous « Quoi joindre ».',
    mailHeading: 'Par la poste',
    printAndSign:
      'Imprimez la lettre qui suit cette page et signez-la à l’encre sur la ligne de signature.',
    mailTo: (withDocuments: boolean) =>
      withDocuments
        ? 'Postez la lettre avec des copies des documents énumérés sous « Quoi joindre » à :'
        : 'Postez la lettre à :',
    faxHeading: 'Par télécopieur',
    faxTo: (fax: string, withDocuments: boolean) =>
      `Envoyez ${withDocuments ? 'la lettre et des copies des documents' : 'la lettre'} par télécopieur au ${fax}.`,
    documentsHeading: 'Quoi joindre',
    noDocuments: 'Cette lettre n’exige aucun document à l’appui : envoyez la lettre seule.',
  },
  faxLine: (fax: string) => `Télécopieur : ${fax}`,
  emailLine: (email: string) => `Courriel : ${email}`,
  subjectPrefix: 'Objet : ',
  enclosures: (count: number) => (count === 1 ? 'Pièce jointe (1)' : `Pièces jointes (${count})`),
  pageOf: (page: number, pages: number) => `Page ${page} de ${pages}`,
  // French letters open with the place and date: « Montréal, le 24 novembre 2026 ».
  dateLine: (date: string, city: string) => (city ? `${city}, le ${date}` : `Le ${date}`),
  pdfLanguage: 'fr-CA',
};

export function letterTextsIn(language: 'en' | 'fr'): LetterTexts {
  return language === 'fr' ? letterTextsFr : letterTexts;
}
