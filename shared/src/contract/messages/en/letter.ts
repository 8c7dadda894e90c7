/** Field messages of the letter wizards (spec section 5, letter for letter), and the few the spec lacks. */
export const letterTexts = {
  // Errors on Credit Report
  previousEmployer: 'Please enter your previous employers name.',
  currentEmployer: 'Please enter your current employers name.',
  correctName: 'Please enter your correct name.',
  incorrectName: 'Please enter your incorrect name.',
  streetAddress: 'Please enter your street address.',
  city: 'Please enter your city.',
  postalCode: 'Please enter your postal code.',
  caseNumber: 'Please enter your case number.',
  judgmentFiledPlace: 'Please enter your judgment filed place.',
  judgmentFiledDate: 'Please enter your judgment filed date.',
  amountReported: 'Please enter your amount reported.',
  creditorName: 'Please enter the creditors name.',
  creditorStreetAddress: 'Please enter the creditors street address.',
  creditorCity: 'Please enter the creditors city.',
  creditorPostalCode: 'Please enter the creditors postal code.',
  // Errors with Account
  adjustedBalanceAmount: 'Please enter your adjusted balance amount.',
  agenciesStreetAddress: 'Please enter the consumer reporting agencies street address.',
  agenciesCity: 'Please enter the consumer reporting agencies city.',
  agenciesPostalCode: 'Please enter the consumer reporting agencies postal code.',
  reportedBalanceAmount: 'Please enter your reported balance amount.',
  balanceAdjustment: 'Please enter your wanted balance adjustment.',
  yourAccountNumber: 'Please enter your account number.',
  theAccountNumber: 'Please enter the account number.',
  agencyName: 'Please enter the consumer reporting agency name.',
  agencyStreetAddress: 'Please enter the consumer reporting agency street address.',
  /** Not in the spec: decisions.md section 3 adds the city field to remove_late_payment. */
  agencyCity: 'Please enter the consumer reporting agency city.',
  agencyPostalCode: 'Please enter the consumer reporting agency postal code.',
  accountName: 'Please enter your account name.',
  pastDuePayment: 'Please enter your past due payment.',
  creditorAccountNumber: 'Please enter the creditor account number.',
  consumerProposalFiled: 'Please enter the consumer proposal filed date.',
  // Not in the spec: the statute-barred letter's optional collector, once one is named.
  collectorName: 'Please enter the collector’s name.',
  collectorStreetAddress: 'Please enter the collector’s street address.',
  collectorCity: 'Please enter the collector’s city.',
  collectorPostalCode: 'Please enter the collector’s postal code.',
  // Dispute with Creditor and Settlement
  creditorReferenceNumber: 'Please enter the creditors reference number.',
  originalCreditor: 'Please enter the original creditor.',
  creditorAmount: 'Please enter the creditor amount.',
  password: 'Please enter your password.',
  // Not in the spec: choices the forms need and the bodies carry.
  accountRequired: 'Please choose an account.',
  creditorRequired: 'Please choose a creditor.',
  // Not in the spec: a directory entry whose mailing address lacks its city or postal code.
  creditorAddressIncomplete:
    'Our creditor list does not have this creditor’s complete mailing address, so a letter could not be mailed to it. Please choose another creditor.',
  agencyRequired: 'Please choose a consumer reporting agency.',
  provinceRequired: 'Please choose a province.',
  paymentMethodRequired: 'Please choose a payment method.',
  noLongerResponsibleReason: 'Please choose why you are no longer responsible for this account.',
  amountInvalid: 'Please enter an amount from 0 to 10,000,000 with at most 2 decimals.',
  dateInvalid: 'Please enter a valid date.',
  emailInvalid: 'Please enter a valid email address.',
  // Not in the spec: what a letter must carry (issue 14).
  latePaymentMonths: 'Please enter each month as YYYY-MM, like 2025-08, separated by commas.',
  latePaymentMonthFuture: 'A late payment month cannot be in the future.',
  latePaymentMonthsTooMany: 'Please enter at most 24 months.',
  inquiryDate: 'Please enter the date of the inquiry as YYYY-MM-DD, like 2025-09-14.',
  inquiryDateFuture: 'The date of the inquiry cannot be in the future.',
  ratingRequested: 'Please choose a rating from the list.',
  creditorBalance: 'Please enter the balance the creditor claims.',
  amountAboveBalance: 'The settlement amount cannot be more than the balance the creditor claims.',
  instalmentAmount: 'Please enter the amount of each payment.',
  instalmentFrequency: 'Please choose how often you will pay.',
  instalmentCount: 'Please enter the number of payments, from 2 to 120.',
  firstPaymentDate: 'Please enter the date of the first payment.',
  firstPaymentPast: 'The first payment cannot be before today.',
  scheduleTotal:
    'The payments must add up to the settlement amount: the amount of each payment times the number of payments.',
  faxInvalid: 'Please enter a valid fax number, like (416) 555-0142.',
  phoneInvalid: 'Please enter a valid phone number, like (416) 555-0142.',
  tollFreeInvalid: 'Please enter a valid toll-free number, like 1-800-555-0199.',
  // The gates and the generate answers (spec section 8).
  incorrectPassword: 'Incorrect password.',
  letterFailed:
    'There was an error processing your request, please refresh the page and try again.',
  /** Not in the spec: a body's `language` that is neither English nor French (issue 15). */
  languageInvalid: 'Choose English or French for the letter.',
  personalInfoMissing:
    'We cannot generate the letter without your personal information, please fill out your personal information',
} as const;
