/**
 * The educational text of /app/debt-settlement-suite (namespace 'settlement', key 'guide').
 * Facts come from the project's Canadian reference notes (shared/contract reference data);
 * the per-province values are read from PROVINCIAL_FACTS by the tables, not written here.
 * Canadian law only: no US statute or "debt validation" right applies.
 */
export const guideTexts = {
  intro:
    'A debt settlement is an agreement with a creditor or a collection agency to close a debt for less than the full balance. This page explains how settlement works in Canada, what to get in writing, how a settled account shows on your credit report, and where to turn for help. It is general information, not legal advice.',
  howItWorks: {
    heading: 'How debt settlement works',
    p1: 'Creditors and collection agencies sometimes accept a single payment, or a short series of payments, that is smaller than the balance. They do so when they believe it is more than they would otherwise collect.',
    p2: 'Either you make an offer, or the creditor makes one and you accept it. Together you agree on the amount, whether it is paid at once (a lump sum) or in payments, the dates, and how the account will be reported to the credit bureaus.',
    p3: 'Offer only what you can really pay. Read what happens if a payment is missed: some agreements let the creditor claim the full balance again.',
    p4: 'Before you offer anything, make sure the debt is yours and the amount is right. Ask for the name of the original creditor, the account, the amount and how it was calculated. In Ontario, a collection agency must first send you a notice naming the creditor and the amount and wait 6 days before it collects, and it must give you a breakdown of the debt if you ask.',
    p5: 'You can deal with your creditor yourself, at no cost. Be wary of anyone who asks for fees before doing anything: provinces regulate debt settlement and credit repair services, and in New Brunswick a credit repairer may not charge fees in advance.',
  },
  inWriting: {
    heading: 'What to ask for in writing',
    intro:
      'Before you pay anything, ask the creditor or the agency to confirm the agreement in writing. The confirmation should state:',
    items: {
      parties:
        'the name of the original creditor, your account and the creditor’s reference number;',
      amount:
        'the amount that settles the debt, and whether it is paid as a lump sum or in payments (each amount and date);',
      final:
        'that this amount is accepted in full and final settlement, and that no one will try to collect the rest, including another agency the debt is sold to;',
      reporting: 'how the account will be reported to Equifax and TransUnion once you have paid.',
    },
    pay: 'Pay only after you have the written confirmation. Never pay in cash: use a method that leaves a record, and keep every receipt and bank statement that shows the payment. A collection agency may not collect more than you owe.',
    quebec:
      'In Québec, when a collector accepts a payment as final, it must send you a release within 10 days showing the date, the creditor, the debt, your name and address, the amount owed and the amount received.',
  },
  fullAndFinal: {
    heading: '‘Full and final settlement’',
    p1: 'These words say that the payment closes the debt: the rest of the balance is given up, not put off until later. Use them in your letter, and look for them in the creditor’s reply.',
    p2: 'Do not rely on writing the words on a cheque or a payment note. Get the creditor’s agreement in writing first, so there is no doubt later that the payment was accepted as final.',
  },
  reporting: {
    heading: 'How a settled account is reported',
    p1: 'Once you have paid, the creditor updates the account with the credit bureaus. A settled account usually shows that it was paid for less than the full balance. Like other accounts, it stays on your report for about six years: at Equifax Canada, 6 years from the date of last activity; at TransUnion Canada, 6 years from the first delinquency.',
    adviceLabel: 'Advice',
    // The label as it opens the advice: the colon's spacing differs by language ('Conseil :').
    adviceLead: 'Advice:',
    advice:
      'Ask for the account to be reported as “paid in full” rather than “settled”: lenders read “paid in full” more favourably. A creditor does not have to agree, so ask before you pay and have the answer in writing. This is common advice, not a rule of law.',
    p2: 'Credit reports are usually updated within 30 to 90 days. Get your reports from both bureaus after that time; if the account is shown wrongly, you can dispute it with the letters of the Credit Repair Suite.',
  },
  limitation: {
    heading: 'Limitation periods: when a debt becomes too old to sue for',
    p1: 'Each province and territory sets how long a creditor has to sue you for a debt. The period usually starts when the creditor knew, or should have known, that you stopped paying. Once it has passed, the debt is “statute-barred”: the creditor can no longer win a court action for it. Some provinces also set a longest period (“at most”), counted from the missed payment itself, after which no action can start however late the creditor learned of it.',
    p2: 'A statute-barred debt is not erased: a creditor or an agency may still ask you to pay it. In Saskatchewan, the Credit Reporting Act (s. 18) also says a debt past its limitation period may not be reported.',
    restartHeading: 'Why a payment or a written acknowledgement matters',
    restart:
      'In most provinces, a payment on the debt, or a written acknowledgement that you owe it, starts the limitation period again. The sources we checked say so for Alberta, Nova Scotia, Ontario, and Newfoundland and Labrador. A settlement offer or a small “good faith” payment can be such an acknowledgement.',
    restartAdvice:
      'So, before you pay anything on an old debt or write to the creditor about it, find out whether it may be statute-barred. If it may be, get legal advice first, for example from a legal clinic or a lawyer.',
    tableCaption: 'Limitation periods for debts, by province and territory',
    province: 'Province or territory',
    period: 'Limitation period',
    source: 'Source',
    unconfirmed: 'Not confirmed',
    unconfirmedNote:
      'Sources disagree or are unofficial. Ask a legal clinic, a lawyer or the consumer office before relying on a date.',
    quebecNote: 'In Québec, the term is “prescription”.',
  },
  insolvency: {
    heading: 'When to consider a consumer proposal or a Licensed Insolvency Trustee',
    p1: 'Settling debts one at a time works when you have a few debts and can raise the money. If you owe more than you can repay in a reasonable time, if several creditors are pressing you, or if they refuse your offers, a consumer proposal may be the better route.',
    p2: 'A consumer proposal is the formal settlement of the Bankruptcy and Insolvency Act. It is made through a Licensed Insolvency Trustee, who offers your unsecured creditors part of what you owe, paid over time. Once accepted, it binds those creditors, and it protects you from most collection action on those debts while it runs.',
    p3: 'Licensed Insolvency Trustees are the professionals who file consumer proposals and bankruptcies. They are licensed and supervised by the Office of the Superintendent of Bankruptcy ({{phone}}). Meeting a trustee to go through your options does not commit you to anything.',
    p4: 'A consumer proposal shows on your credit report until 3 years after it is paid, or 6 years after it was filed, whichever comes first (Equifax Canada). A first bankruptcy stays 6 years after discharge (Equifax Canada).',
  },
  complaints: {
    heading: 'Where to complain about a collection agency',
    p1: 'Collection agencies are licensed and regulated by the provinces and territories. If an agency harasses you, misleads you, or asks for more than you owe, write down what happened (dates, names, what was said) and complain to the consumer office of the province or territory where you live. The table names the law that governs collectors there.',
    p2: 'If your complaint is about your own bank rather than an agency, you can also turn to the Financial Consumer Agency of Canada ({{phone}}); for a phone, internet or TV provider, to the Commission for Complaints for Telecom-television Services.',
    tableCaption: 'Consumer offices and collection laws, by province and territory',
    province: 'Province or territory',
    office: 'Consumer office',
    law: 'Law on collection agencies',
    noOffice:
      'No office confirmed: look for “collection agency complaint” on your government’s website.',
  },
} as const;
