import {
  BANKRUPTCY_TIMES,
  CITIZENSHIPS,
  GENDERS,
  IDENTIFICATION_TYPES,
  PROVINCES,
  TIME_AT_OPTIONS,
} from 'shared/contract';
import type { Catalog } from 'shared/i18n';

/** This suite's texts (namespace 'profile'), registered when the exposed module loads. */
export const PROFILE_NAMESPACE = 'profile';

/** Option labels keyed by the stored value; the en-CA words are the spec's, kept in the contract. */
function labelsById(options: readonly { id: number; label: string }[]): Catalog {
  return Object.fromEntries(options.map((option) => [String(option.id), option.label]));
}

function labelsByValue(values: readonly string[]): Catalog {
  return Object.fromEntries(values.map((value) => [value, value]));
}

export const profileCatalog = {
  title: 'Personal Information',
  tabsLabel: 'Personal information sections',
  tabs: {
    personal: 'Personal',
    address: 'Address',
    employment: 'Employment',
    identifications: 'Identifications',
    bankruptcy: 'Bankruptcy',
    password: 'Password',
  },
  update: 'Update',
  loadFailed: 'Your information could not be loaded.',
  saveFailed: 'Your changes could not be saved. Please try again.',
  choose: 'Choose one',
  phoneHint: 'Outside Canada? Start with + and the country code.',
  personal: {
    formLabel: 'Personal details',
    firstName: 'First Name',
    middleName: 'Middle Name',
    lastName: 'Last Name',
    email: 'Email Address',
    homePhone: 'Phone Number',
    cellPhone: 'Cell Phone',
    dateOfBirth: 'Date of Birth',
    gender: 'Gender',
    citizenship: 'Citizenship',
  },
  address: {
    formLabel: 'Address',
    current: 'Current Address',
    previous: 'Previous Address Details',
    previousChoice: 'Previous Address',
    sameAsCurrent: 'Same As Current',
    yes: 'YES',
    lineOne: 'Address',
    lineTwo: 'Address Line 2',
    city: 'City',
    province: 'Province',
    postalCode: 'Postal Code',
    rentOrMortgageCost: 'Monthly Rent or Mortgage Cost',
    timeAtAddress: 'Time at Address',
    rentOrOwn: 'Rent or Own',
    rent: 'Rent',
    own: 'Own',
  },
  employment: {
    formLabel: 'Employment',
    occupation: 'Occupation',
    name: 'Employer Name',
    workPhone: 'Work Phone',
    income: 'Monthly Income',
    address: 'Employer Address',
    city: 'City',
    province: 'Province',
    postalCode: 'Postal Code',
    timeAtJob: 'Time at Job',
  },
  identifications: {
    formLabel: 'Identifications',
    primary: 'Primary Identification',
    secondary: 'Secondary Identification',
    type: 'Type',
    number: 'Number',
    place: 'Place of Issue',
    expiryDate: 'Expiry Date',
    emptyHint: 'To remove an identification, empty its number and place of issue.',
  },
  bankruptcy: {
    formLabel: 'Bankruptcy',
    declared: 'Have you ever declared bankruptcy?',
    yes: 'YES',
    no: 'NO',
    times: 'Times',
    dateFiled: 'Date Filed',
    discharge: 'Discharge Date',
    contribution: 'Contribution',
  },
  password: {
    formLabel: 'Change password',
    current: 'Current Password',
    new: 'New Password',
    newHint: 'At least 12 characters.',
    confirm: 'Confirm New Password',
    tooManyAttempts: 'Too many attempts. Please try again in {{minutes}} minutes.',
  },
  provinceSuggestion: 'Postal codes starting with {{letter}} are in {{provinces}}.',
  useProvince: 'Use {{province}}',
  or: ' or ',
  options: {
    gender: labelsByValue(GENDERS),
    citizenship: labelsByValue(CITIZENSHIPS),
    province: labelsById(PROVINCES.map((province) => ({ id: province.id, label: province.name }))),
    identificationType: labelsById(IDENTIFICATION_TYPES),
    bankruptcyTimes: labelsById(BANKRUPTCY_TIMES),
    timeAt: labelsById(TIME_AT_OPTIONS.map(({ value, label }) => ({ id: value, label }))),
  },
} satisfies Catalog;
