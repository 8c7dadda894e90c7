/** Messages of the fields several schemas share (contract/fields.ts, provinces). */
export const fieldTexts = {
  notFound: 'Not found.',
  postalCodeInvalid: 'Please enter a valid postal code, like A1A 1A1.',
  phoneInvalid: 'Please enter a valid phone number.',
  tooLong: 'Please keep this to {{max}} characters or fewer.',
  provinceRequired: 'Please choose a province.',
} as const;
