import type { Catalog } from 'shared/i18n';

/**
 * The Errors on Credit Report wizard's texts (en-CA), under `reportErrors` in the 'repair'
 * namespace. Field messages are not here: they come from shared/contract letterMessages, which
 * the API uses too. The Generate button, the bureau choice, the creditor picker and the
 * documents guidance are the letter-wizard kit's own texts.
 */
export const reportErrorsTexts = {
  label: 'Errors on Credit Report',
  bureauStep: {
    heading: 'Which credit bureaus show the error?',
    text: 'Equifax Canada and TransUnion Canada each keep their own file about you, and a lender may report to one of them or to both. An error can therefore appear on one report and not on the other.',
    advice:
      'Look at your report from each bureau. Send the letter to every bureau whose report shows the error: we prepare one letter for each bureau you choose.',
    inquiryNote:
      'A letter about an inquiry you did not authorize goes to the company that made the inquiry, not to the bureaus.',
  },
  typeStep: {
    legend: 'What is wrong on your credit report?',
    required: 'Please choose a letter type.',
    types: {
      error_of_employment: {
        label: 'My employer is wrong',
        hint: 'Your report shows a previous employer as your current one.',
      },
      error_of_name: {
        label: 'My name is wrong',
        hint: 'Your name is misspelled, or your report shows a name that is not yours.',
      },
      error_of_address: {
        label: 'My address is wrong',
        hint: 'Your report does not show your current address correctly.',
      },
      error_on_credit_file: {
        label: 'A court judgment is wrong',
        hint: 'A judgment on your report is not yours, or its details are wrong.',
      },
      unauthorized_inquiry: {
        label: 'A credit check I did not allow',
        hint: 'A company looked at your credit report without your permission.',
      },
    },
  },
  forms: {
    error_of_employment: {
      heading: 'Your employer',
      intro: 'Tell us the employer your report shows by mistake and the one you work for now.',
    },
    error_of_name: {
      heading: 'Your name',
      intro: 'Write your name as it appears on your identification.',
    },
    error_of_address: {
      heading: 'Your current address',
      intro: 'Enter your current address as the bureaus should show it.',
    },
    error_on_credit_file: {
      heading: 'The judgment',
      intro: 'Copy these details from the judgment as your credit report shows it.',
    },
    unauthorized_inquiry: {
      heading: 'The company that checked your credit',
      intro:
        'Choose the company from the list to fill in its address, or type it in. Check every detail against your credit report.',
    },
  },
  fields: {
    previous_employer: 'Previous Employer Name',
    previousEmployerHint: 'The employer your report shows, where you no longer work.',
    current_employer: 'Current Employer Name',
    correct_name: 'Correct Name',
    incorrect_name: 'Incorrect Name',
    incorrectNameHint: 'The name exactly as your credit report shows it.',
    street_address: 'Street Address',
    address_line_two: 'Address Line 2 (optional)',
    addressLineTwoHint: 'Apartment, unit or suite, for example Apt 1504.',
    city: 'City',
    province: 'Province',
    provincePlaceholder: 'Choose a province',
    postal_code: 'Postal Code',
    case_number: 'Plaintiff and/or Case Number',
    judgment_filed_place: 'Judgment Filed Place',
    judgmentFiledPlaceHint: 'The court where the judgment was filed, and its city.',
    judgment_filed_date: 'Judgment Filed Date',
    amount_reported: 'Amount Reported',
    amountHint: 'In dollars, for example 1250.00',
    creditor_name: 'Creditor Name',
    creditor_street_address: 'Street Address',
    creditor_city: 'City',
    creditor_province: 'Province',
    creditor_postal_code: 'Postal Code',
    creditor_fax: 'Fax',
    creditor_amount: 'Amount (optional)',
    creditorAmountHint: 'The amount of credit the inquiry was for, if you know it.',
    inquiry_date: 'Date of the inquiry (optional)',
    inquiryDateHint:
      'As your credit report shows it. The letter names it so the creditor finds it.',
    prefilled: 'We filled in what your profile holds. Change anything that is not right.',
  },
  documents: {
    toBureaus: 'One letter is made for each bureau you chose: {{bureaus}}.',
    toCreditor: 'The letter is addressed to {{creditor}}.',
    and: ' and ',
    unmatched: 'The server did not accept the letter:',
  },
} satisfies Catalog;
