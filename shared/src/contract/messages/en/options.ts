/**
 * The labels of the contract's select options, keyed by the stored value (which never changes:
 * it is what the API takes). The English words are the spec's.
 */
export const optionTexts = {
  gender: { Male: 'Male', Female: 'Female' },
  citizenship: {
    'Canadian Citizen': 'Canadian Citizen',
    'Permanent Resident': 'Permanent Resident',
    'Landed Immigrant': 'Landed Immigrant',
    'Foreign Citizen': 'Foreign Citizen',
  },
  identificationType: {
    '0': 'Drivers License',
    '1': 'Provincial ID',
    '2': 'Health Card',
    '3': 'Passport',
    '4': 'Secure Certificate Of Indian Status',
    '5': 'Canadian Permanent Residence Card',
    '6': 'Social Insurance Card',
    '7': 'Canadian Birth Certificate',
    '8': 'Correctional Service Canada ID',
    '9': 'Credit Card',
    '10': 'Canadian National Institute for the Blind',
    '11': 'Other',
  },
  bankruptcyTimes: { '0': 'None', '1': 'Once', '2': 'Twice', '3': 'Three or More' },
  /** Time at an address or job: the years from 1 to 10 are shown as their number. */
  timeAt: {
    '0': 'Less Than A Year',
    '11': 'More Than 10 Years',
  },
  /** By province code; the profile's and the wizards' lists (spec: 'PEI'). */
  province: {
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NT: 'Northwest Territories',
    NS: 'Nova Scotia',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'PEI',
    QC: 'Quebec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  },
  /** Consumer reporting agencies by code (spec section 9). */
  agency: { '1': 'Equifax', '2': 'TransUnion' },
  /** What a banking account's debt is (issue 16). */
  debtKind: {
    credit_card: 'Credit card',
    line_of_credit: 'Line of credit',
    loan: 'Loan',
    payday_loan: 'Payday loan',
    collection: 'Collection',
    judgment: 'Court judgment',
    consumer_proposal: 'Consumer proposal',
    bankruptcy: 'Bankruptcy',
    other: 'Other',
  },
} as const;
