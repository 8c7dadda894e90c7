/** Field messages of the banking account form (spec section 5). */
export const bankingTexts = {
  accountName: 'Please enter your account name.',
  fullAccountNumber: 'Please enter your full account number.',
  accountNumberInvalid: 'Please use only letters, digits, spaces and dashes, up to 34 characters.',
  creditLimit: 'Please enter your credit limit.',
  correctCreditBalance: 'Please enter your correct credit balance.',
  reportedCreditBalance: 'Please enter your reported credit balance.',
  latePayments: 'Please enter your amount of late payments.',
  latePaymentsInvalid: 'Please enter a whole number of late payments from 0 to 999.',
  dateOpened: 'Please enter your date opened.',
  dateOfLastActivity: 'Please enter your date of last activity.',
  amountInvalid: 'Please enter an amount from 0 to 10,000,000 with at most 2 decimals.',
  interestRateInvalid:
    'Please enter an interest rate from 0 to 1,000 percent with at most 2 decimals, or leave it empty.',
  minimumPaymentInvalid:
    'Please enter a minimum payment from 0 to 10,000,000 with at most 2 decimals, or leave it empty.',
  dateOfLastPaymentInvalid:
    'Please enter a real date of last payment from 1900 on, or leave it empty.',
  dateOfLastPaymentFuture: 'The date of last payment cannot be in the future.',
  dateOfDischargeInvalid: 'Please enter a real date of discharge from 1900 on, or leave it empty.',
  dateOfDischargeFuture: 'The date of discharge cannot be in the future.',
  /** DELETE outside the step-up grant (decisions.md section 4): the page shows the gate again. */
  stepUpRequired: 'Please enter your password again to continue.',
} as const;
