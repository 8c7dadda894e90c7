/**
 * Fixed texts of every letter PDF (en-CA). Letter bodies come from the templates; these are the
 * renderer's own words: the instructions page, the recipient's fax line, page numbers.
 */
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
    attachNothing: 'This letter needs no supporting documents.',
    fax: (fax: string) => `Fax the letter and the documents to ${fax}.`,
    faxFallback: 'If you cannot confirm it, mail the letter and the documents instead to:',
    mail: 'The recipient publishes no fax number for this letter. Mail the letter and the documents to the address on the letter:',
    mailUnconfirmedFax: (fax: string) =>
      `The fax number we have for this recipient, ${fax}, could not be confirmed on its current pages, so this letter is addressed for mail. If you confirm the number with the recipient, you may fax the letter and the documents to it instead. Otherwise mail them to the address on the letter:`,
    keepFax:
      'Keep the fax confirmation page with a copy of the letter and the documents. It is your proof of the date you sent them if you need to follow up.',
    keepMail:
      'Keep your proof of mailing (Canada Post Registered Mail gives you a tracking number and proof of delivery) with a copy of the letter and the documents.',
  },
  faxLine: (fax: string) => `Fax: ${fax}`,
  noFaxLine: 'Fax: none published — send by mail',
  subjectPrefix: 'Re: ',
  enclosures: (count: number) => (count === 1 ? 'Enclosure (1)' : `Enclosures (${count})`),
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
