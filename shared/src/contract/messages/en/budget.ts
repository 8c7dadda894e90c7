/** Field messages of the budget tables. */
export const budgetTexts = {
  descriptionRequired: 'Please enter a name for this row.',
  descriptionTooLong: 'Please keep the name to 120 characters or fewer.',
  amountInvalid: 'Please enter an amount from 0 to 10,000,000 with at most 2 decimals.',
  frequencyInvalid: 'Please choose a frequency.',
  tooManyRows: 'A table can hold at most 100 rows.',
} as const;
