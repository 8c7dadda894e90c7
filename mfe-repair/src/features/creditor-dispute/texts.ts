import type { Catalog } from 'shared/i18n';

/** The Dispute with Creditor wizard's texts (namespace 'repair', key 'creditorDispute'). */
export const creditorDisputeTexts = {
  wizardLabel: 'Dispute with Creditor',
  letterStep: {
    heading: 'Choose a letter',
    legend: 'Letter type',
    option: 'Ask a creditor or collection agency to prove a debt',
    optionHint:
      'A letter asking who the debt is owed to, how much it is and how that amount was reached, before you pay anything.',
  },
  explainer: {
    heading: 'Asking a creditor to prove a debt in Canada',
    lead: 'When a creditor or a collection agency asks you to pay a debt you do not recognize, or an amount that looks wrong, you can ask it to show that the debt is yours and how the amount was reached before you pay anything. This letter makes that request in writing.',
    noRight: {
      heading: 'Canada has no “debt validation” law',
      p1: 'Much of what you read online about “debt validation letters” comes from the United States, where a federal law gives consumers a validation notice and 30 days to dispute a debt. That law does not apply in Canada, and no Canadian law gives you the same notice or deadline.',
      p2: 'You can still ask, in writing, that the creditor substantiate the debt, and the collection laws of the provinces and territories back you up (see below). A creditor that wants to be paid, and that would have to prove the debt if it took you to court, has every reason to answer.',
    },
    asks: {
      heading: 'What this letter asks for',
      intro:
        'The letter names the account you choose, the creditor’s reference number and the original creditor, and asks the creditor to send you, in writing and within 30 days:',
      originalCreditor: 'the name of the original creditor and the account number it used;',
      agreement:
        'a copy of the signed agreement, or of another document, that shows you owe the debt;',
      amount:
        'the amount it says you owe and how that amount was calculated: the original balance, the interest, fees and charges added, and every payment credited;',
      assignment:
        'if it collects for someone else or bought the debt, the name of that creditor or proof that the debt was assigned to it.',
      after:
        'It also says that you dispute the debt until that information arrives, reminds a collection agency of the collection law of your province, and states that the letter does not admit that you owe anything.',
    },
    rules: {
      heading: 'Collection agencies follow provincial rules',
      p1: 'Every province and territory has a law on how debts may be collected; the table below names it. Most require collection agencies to be licensed or registered, and the rules share the same spirit: an agency must tell you who the creditor is and how much it claims, may not ask for more than is owed, and may not harass, threaten or mislead you. These laws govern collection agencies (in some provinces, debt buyers too); a bank or store collecting its own debt is generally not covered by them, although it must still prove the debt if it sues you.',
      p2: 'In Ontario, for example, an agency must first send you a written notice naming the creditor and the balance owing, then wait 6 days before it asks you for payment, and it must give you a breakdown of the amount when you ask for one. If you tell it in writing, in a way that leaves a record, that you dispute the debt and suggest the matter be taken to court, it must stop contacting you. In Québec, a collector’s first contact must be in writing; once you have told it in writing that you dispute the debt and that the creditor may take legal action, it may no longer phone you; and when it accepts a payment as final, it must send you a release, free of charge, within 10 days.',
      tableHeading: 'The collection laws and limitation periods by province and territory',
      province: 'Province or territory',
      law: 'Collection law',
      period: 'Limitation period',
      unconfirmed: 'Not confirmed: ask your provincial consumer office',
    },
    writing: {
      heading: 'Get it in writing before you pay',
      p1: 'Do not pay, and do not promise to pay, until you have the creditor’s answer in writing and agree with it. If you settle, get the agreement in writing before paying. Pay in a way that leaves a record (never in cash) and keep every receipt and letter.',
      p2: 'Send this letter by fax or by registered mail and keep the confirmation: it shows when the creditor received it. If no answer comes within 30 days, or the answer does not show that you owe the amount claimed, you can complain (see below).',
    },
    owed: {
      heading: 'If the debt is yours',
      p1: 'If the answer shows that you owe the debt, you can pay it, agree on a payment plan, or offer to settle it for less (the Debt Settlement Suite has letters for that). If you cannot keep up with your debts, a non-profit credit counselling agency or a Licensed Insolvency Trustee can explain your options.',
    },
    limitation: {
      heading: 'Old debts and limitation periods',
      p1: 'Once a limitation period has passed, a creditor can no longer sue you to collect a debt: the debt is “statute-barred”. It is not erased, but it can no longer be enforced in court. In most provinces the period is 2 years, usually counted from your last payment on the debt; in Québec it is 3 years. The table above gives each province’s period as far as it is known.',
      p2: 'Be careful with old debts: in most provinces a payment, even a small one, or a written acknowledgement that you owe the debt starts the limitation period again. Asking the creditor to prove the debt does not acknowledge it; promising to pay can. A debt the creditor has already won in court is different: a judgment can be enforced for many years.',
      p3: 'A collection can stay on your credit report for about six years from the last activity on the account, even after its limitation period has passed. Saskatchewan’s Credit Reporting Act goes further: a debt past its limitation period may not be reported at all.',
    },
    complaints: {
      heading: 'Where to complain',
      p1: 'If a collection agency breaks the rules, complain to the consumer protection office of your province or territory. If your complaint is about a bank or about a phone, internet or TV provider, first use its own complaint process; if that does not settle it, these bodies can help:',
      // After a body's name: what it does (French puts a space before the colon).
      purpose: ': {{purpose}}',
      phone: 'Phone {{number}}',
    },
  },
  creditorStep: {
    heading: 'The creditor',
    intro:
      'Choose the creditor or collection agency from the list to fill in its details, or type them in. Check every field against the letters you received from them.',
    name: 'Creditor name',
    streetAddress: 'Street address',
    city: 'City',
    province: 'Province',
    provincePlaceholder: 'Choose a province',
    postalCode: 'Postal code',
    phone: 'Phone',
    tollFree: 'Toll-free phone',
    fax: 'Fax',
    faxHint: 'The letter is faxed to this number. Leave it empty to mail the letter instead.',
    email: 'Email',
  },
  accountStep: {
    heading: 'The account',
    gateIntro:
      'Your accounts are protected by your password. Enter it to choose the account this debt is about; it is used for this letter only and is not stored.',
    gateRequired: 'Enter your password and press Ok to choose the account.',
    account: 'Account',
    referenceNumber: 'Creditor reference number',
    referenceNumberHint: 'The number the creditor or agency uses for this debt, from its letters.',
    originalCreditor: 'Original creditor',
    originalCreditorHint:
      'Who you first owed the money to. If it is the creditor of the previous step, enter its name again.',
    comments: 'Comments',
    commentsHint:
      'Optional: anything the creditor should know, for example why you dispute the amount.',
  },
  documentsStep: {
    adviceHeading: 'For this letter',
    advice: {
      letters:
        'Attach copies of the letters or statements you received about this debt, if you have any: they help the creditor find it.',
      noPayment:
        'Do not send a payment with this letter, or offer one, until you have the creditor’s answer.',
      proof:
        'Keep the fax confirmation or the registered-mail receipt: it shows when the creditor received your letter.',
    },
    unmatched: 'The server also said:',
  },
} satisfies Catalog;
