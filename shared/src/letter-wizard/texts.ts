import { addCatalog, type Catalog } from 'shared/i18n';

/** The kit's texts (namespace 'letterWizard'), registered when the kit loads. */
export const LETTER_WIZARD_NAMESPACE = 'letterWizard';

export const letterWizardTexts = {
  creditor: {
    label: 'Creditor',
    placeholder: 'Choose a creditor',
    loading: 'Loading the creditor list...',
    loadFailed: 'The creditor list could not be loaded.',
    detailFailed: 'This creditor’s details could not be loaded. You can type them in.',
    hint: 'Choosing a creditor fills in its details. Check them and change anything that differs from your papers.',
    // What the directory knows about the picked creditor's numbers and address (never printed).
    faxUnconfirmed:
      'This fax number could not be confirmed: {{note}} Confirm it with the creditor, or the letter will be sent by mail (its instructions tell you how to fax it once the number is confirmed).',
    faxUnconfirmedNoNote:
      'This fax number could not be confirmed. Confirm it with the creditor, or the letter will be sent by mail (its instructions tell you how to fax it once the number is confirmed).',
    faxUnconfirmedNoField:
      'The fax number we have for this creditor, {{fax}}, could not be confirmed, so the letter will be addressed for mail. Its instructions tell you how to fax it once you confirm the number with the creditor.',
    faxNote: 'About this fax number: {{note}}',
    phoneNote: 'About this creditor’s phone numbers: {{note}}',
    addressNote: 'About this address: {{note}}',
  },
  gate: {
    heading: 'Please enter your password to choose one of your banking accounts',
    ok: 'Ok',
    tooManyAttempts: 'Too many attempts. Please try again in {{minutes}} minutes.',
    failed: 'Your password could not be checked. Please try again.',
  },
  account: {
    label: 'Account',
    placeholder: 'Choose an account',
    none: 'You have no banking accounts yet. Add the account this letter is about in Banking Information, then come back.',
    noneLink: 'Go to Banking Information',
  },
  bureau: {
    legend: 'Send to',
    hint: 'One letter is made for each credit bureau you choose.',
    Equifax: 'Equifax Canada',
    TransUnion: 'TransUnion Canada',
    pickOne: 'Please choose at least one credit bureau.',
  },
  documents: {
    heading: 'Supporting documents',
    intro: 'Print your letter, sign it, and attach copies of the documents that support it:',
    ids: 'Two pieces of identification, as the first page of your letter lists them: Equifax and TransUnion each have their own rules.',
    bankruptcy:
      'If the correction concerns a bankruptcy or a consumer proposal: your statement of affairs (the sheet listing your liabilities) and your certificate of discharge or of full performance.',
    payment:
      'If you ask for a balance to be adjusted: proof of your payments, such as statements or receipts.',
    fax: 'Send it as the first page of your letter explains: a letter to a credit bureau online first, then by mail; a letter to a creditor by fax where the letter gives a number, otherwise by mail.',
    copies: 'Send copies only, never originals, and keep a copy of everything you send.',
  },
  language: {
    legend: 'Language of the letter',
    hint: 'The letter is written in this language. Its first page, with the sending instructions, is in the language of this site.',
    en: 'English',
    fr: 'Français',
  },
  generate: {
    button: 'Generate Letter',
    tooManyAttempts: 'Too many attempts. Please try again in {{minutes}} minutes.',
    notFound:
      'The account or creditor you chose no longer exists. Please go back and choose again.',
    fixFields: 'Some details need your attention. Please check the highlighted fields.',
  },
} satisfies Catalog;

addCatalog(LETTER_WIZARD_NAMESPACE, letterWizardTexts, () =>
  import('./texts.fr').then((m) => m.letterWizardTextsFr),
);
