import type { Catalog } from 'shared/i18n';

/**
 * The credit report suite's texts (en-CA), under `creditReportSuite` in the 'repair' namespace.
 * Names, addresses and numbers come from the reference data in shared/contract, not from here.
 */
export const creditReportSuiteTexts = {
  title: 'Credit Report Suite',
  intro:
    'Canada has two national credit bureaus, Equifax Canada and TransUnion Canada. Each keeps its own file about you, and you can ask each of them for a copy of yours.',
  offers: {
    heading: 'Get your credit reports',
    free: 'Free credit reports by mail from Equifax and TransUnion',
    freeText: 'We prepare a request letter to each bureau for you to print, sign and send.',
    instant: 'Instant credit reports online',
    instantText: 'Pay a bureau to see your report right away.',
  },
  contact: {
    website: 'Website',
    mail: 'Mail',
    phone: 'Phone',
    // A label before its value ('Identification they ask for: …'); French puts a space before ':'.
    labelled: '{{label}}:',
    fax: 'Fax',
    noFax: 'No fax number published: send letters by mail.',
    identification: 'Identification they ask for',
  },
  bureaus: {
    heading: 'Credit bureaus',
  },
  federal: {
    heading: 'Federal agencies',
  },
  escalation: {
    heading: 'Ombuds and complaint services',
    intro:
      'When a bank, lender or telecom company does not resolve your complaint, these independent services can review it at no cost to you.',
  },
  provincial: {
    heading: 'Provincial and territorial consumer agencies',
    province: 'Province or territory',
    office: 'Consumer protection office',
    none: 'None listed',
  },
  legislation: {
    heading: 'Legislation',
    intro:
      'In Canada, credit reporting and debt collection are governed by provincial and territorial law. United States laws, such as the Fair Credit Reporting Act, do not apply here.',
    province: 'Province or territory',
    creditReporting: 'Credit reporting',
    collection: 'Debt collection',
    none: 'No specific statute found',
  },
  free: {
    title: 'Free Credit Reports by Mail',
    intro:
      'Equifax Canada and TransUnion Canada give you a copy of your credit file free of charge when you ask in writing. We prepare one request letter for each bureau from your personal information.',
    wizardLabel: 'Free credit report request',
    step1: {
      heading: 'Your personal information',
      text: 'Each letter is personalized with the information in your profile. Before you generate your letters, make sure your profile has:',
      items: {
        name: 'your first and last name',
        birth: 'your date of birth',
        address: 'your current address, and your previous address if you moved recently',
        contact: 'your phone number and email address, so the bureaus can reach you',
      },
      link: 'Review your personal information',
    },
    step2: {
      heading: 'Supporting documents',
      text: 'Each bureau asks for copies of your identification with the request. Attach copies of these documents to each letter before you send it:',
      sendByFax: 'Send by fax to {{fax}}.',
      sendByMail: 'Send by mail to:',
      originals: 'Never send originals. The first page of each letter repeats these instructions.',
      generate: 'Generate',
    },
    failed: 'There was an error processing your request, please refresh the page and try again.',
  },
  instant: {
    title: 'Instant Credit Reports',
    intro:
      'If you need your credit report right away, you can buy instant online access from a credit bureau. You pay the bureau directly: this app does not sell reports. Products and prices change, so check the bureau’s website before you buy.',
    freeInstead: 'Prefer not to pay? Get your credit reports free by mail.',
  },
} satisfies Catalog;
