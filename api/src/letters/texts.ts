/**
 * Fixed texts of every letter PDF (en-CA). Letter bodies come from the templates; these are the
 * renderer's own words: the instructions page, the recipient's fax line, page numbers.
 */

/** "the letter and the documents", or "the letter" when it has none to enclose. */
function what(withDocuments: boolean): string {
  return withDocuments ? 'the letter and the documents' : 'the letter';
}

export const letterTexts = {
  instructionsTag: 'INSTRUCTIONS FOR YOU — DO NOT SEND THIS PAGE',
  instructionsTitle: 'How to send your letter',
  preparedOn: (date: string) => `Prepared on ${date}`,
  sendByFax: 'Send by fax to',
  sendByMail: 'Send by mail to',
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
    mailTo: (withDocuments: boolean) =>
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
  noFaxLine: 'Fax: none published — send by mail',
  subjectPrefix: 'Re: ',
  enclosures: (count: number) => (count === 1 ? 'Enclosure (1)' : `Enclosures (${count})`),
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
