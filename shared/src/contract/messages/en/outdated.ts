/**
 * Messages of the Outdated Item Removal letter (issue 16): the dates an item's reporting period
 * counts from, and why the letter is refused while a bureau may still report the item.
 */
export const outdatedTexts = {
  itemKindRequired: 'Please choose what the item is.',
  dateInvalid: 'Please enter a real date, like 2019-03-02.',
  dateFuture: 'This date cannot be in the future.',
  lastActivityRequired: 'Please enter the date of last activity, as your credit report shows it.',
  firstDelinquencyRequired:
    'TransUnion counts from the first missed payment that was never made good: please enter its date, as your TransUnion report shows it.',
  startedRequired: 'Please enter the date it was filed or started.',
  dischargedRequired: 'Please enter the date you were discharged from this bankruptcy.',
  paidOffRequired: 'Please enter the date it was paid in full.',
  paidOffBeforeStart: 'The date it was paid in full cannot be before the date it started.',
  otherBankruptciesInvalid: 'Please enter a whole number from 0 to 9.',
  /** Why the letter is refused: the bureau's period has not passed, and the day it ends. */
  notPastEquifax:
    'Equifax may still report this item until {{date}}. A letter asking to remove it can be made from the day after.',
  notPastTransUnion:
    'TransUnion may still report this item until {{date}}. A letter asking to remove it can be made from the day after.',
  notPastBoth:
    'Equifax may still report this item until {{equifax}}, and TransUnion until {{transunion}}. A letter asking to remove it can be made from the day after.',
} as const;
