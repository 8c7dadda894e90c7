import type { Catalog } from 'shared/i18n';

/**
 * The credit repair suite's first screen, its guide to credit reports and scores (en-CA), under
 * `creditRepairSuite.education` in the 'repair' namespace. Downloaded on demand in English as in
 * French (addLazyCatalog): the longest text of the product, so a visitor downloads it in their
 * language only. Figures come in through interpolation from education-facts.ts and the reference
 * data, so the prose never carries a number of its own. Canadian law only: US statutes do not
 * apply here and are never named.
 */
export const educationTexts = {
  intro:
    'Your credit report and your credit score shape the rates and the credit you are offered, and sometimes a rental or a job. This guide explains how they work in Canada and how to get a mistake corrected. When you are ready, our letter wizards prepare the dispute letters for you.',
  report: {
    heading: 'What is in your credit report',
    text: 'A credit report is a record of how you have used credit. Lenders, landlords, insurers and some employers may look at it, with your permission, to decide whether to do business with you. It usually holds:',
    items: {
      identity:
        'Your identification: your name, date of birth, current and previous addresses, and sometimes your employers.',
      accounts:
        'Your credit accounts: credit cards, lines of credit, loans, some mortgages and phone accounts, with the limit, the balance and how you have paid.',
      ratings:
        'A rating for each account: a letter for the kind of account (R for revolving, such as a credit card; I for instalment, such as a car loan; O for open) and a number from 1 (paid as agreed) to 9 (bad debt, or sent to collections).',
      publicRecords: 'Public records: bankruptcies, consumer proposals and court judgments.',
      collections: 'Debts that were sent to a collection agency.',
      inquiries: 'Inquiries: who asked to see your report, and when.',
      statements: 'Any consumer statement or fraud alert you asked the bureau to add to your file.',
    },
    notIncluded:
      'Your report does not show your income, the balances of your chequing or savings accounts, or your medical or criminal records.',
  },
  bureaus: {
    heading: 'Canada’s two credit bureaus',
    text: 'Canada has two national credit bureaus, Equifax Canada and TransUnion Canada. They are private companies, and each keeps its own file about you. Lenders choose which bureau they report to: some report to both, some to only one. Your two reports can therefore differ, and an error may appear in one and not in the other.',
    free: 'You can get both reports free of charge. Ask each bureau by mail, or use the free online access each bureau offers on its website.',
    freeLink: 'Request your free credit reports by mail',
  },
  scores: {
    heading: 'How credit scores work',
    text: 'A credit score is a number from {{min}} to {{max}} calculated from the information in your credit report. The higher the number, the less risky you look to a lender. Your score is not kept in your report: it is calculated each time someone asks for it, and lenders use different scoring models, so you may see a slightly different score from each source.',
    factorsIntro: 'What raises or lowers a score:',
    factors: {
      payment:
        'Payment history: paying at least the minimum on time, every time, matters most. A payment 30 days late or more is reported and stays on your file.',
      utilisation: 'Utilisation: how much of your available credit you are using (see below).',
      history:
        'Length of credit history: older accounts in good standing show a long record of responsible use.',
      mix: 'Mix of credit: handling different kinds of credit, such as a card and a loan, can help.',
      newCredit:
        'New credit: several applications for credit in a short time can lower your score for a while.',
    },
    ownCheck: 'Checking your own report or score never lowers your score.',
  },
  retention: {
    heading: 'How long information stays on your report',
    text: 'Most negative information, such as late payments, accounts sent to collections and judgments, stays on your report for about {{years}} years. The exact period depends on the bureau, the kind of information and sometimes your province:',
    caption: 'How long each bureau keeps information',
    item: 'Information',
    equifax: 'Equifax Canada',
    transunion: 'TransUnion Canada',
    unconfirmed: 'Not confirmed: ask TransUnion',
    afterward:
      'When the period is over, the item should be removed. If an old item is still on your report, you can dispute it like any other error.',
  },
  updates: {
    heading: 'How often your report is updated',
    text: 'Most lenders send the bureaus an update on your accounts every month. A change, such as a debt you paid off, usually appears on your report within {{min}} to {{max}} days. Wait that long before you dispute a recent change that is not yet shown.',
    habit:
      'Check both of your reports at least once a year, and a few months before you apply for a mortgage or a car loan, so you have time to correct a mistake.',
  },
  utilisation: {
    heading: 'Credit utilisation',
    text: 'Utilisation is the share of your credit limits that you are using. It is worked out for each card or line of credit and for all of them together. Keep it under {{target}} per cent, and never let it go above {{ceiling}} per cent.',
    example:
      'For example, on a card with a {{limit}} limit, try to keep the balance under {{target}}.',
    tips: {
      payEarly:
        'Pay down the balance before the statement date: the balance on the statement is usually the one reported.',
      keepOld:
        'Think twice before closing an old card in good standing: its limit lowers your utilisation and its age lengthens your history.',
      limitIncrease: 'A limit increase you do not use also lowers your utilisation.',
    },
  },
  inquiries: {
    heading: 'Hard and soft inquiries',
    hard: 'A hard inquiry is made when you apply for credit, such as a card, a loan or a mortgage, and allow the lender to check your report. Other lenders can see it, and several in a short time can lower your score.',
    soft: 'A soft inquiry is made when you check your own report, or when a company you already deal with reviews your account. Only you can see soft inquiries, and they never affect your score.',
    duration:
      'Equifax shows inquiries on your report for {{years}} years; TransUnion keeps them longer (see the table above).',
    unknown:
      'A hard inquiry from a company you never applied to can be a sign of identity theft. Dispute it, and report it to the Canadian Anti-Fraud Centre at {{phone}}.',
  },
  dispute: {
    heading: 'How to dispute an error',
    text: 'Disputing an error with a credit bureau is free, and you do not need anyone’s help to do it. Credit reporting is governed by provincial and territorial law, which requires the bureaus to investigate a dispute and to correct information that is wrong. Do it in writing, so you have a record:',
    steps: {
      get: 'Get your report from each bureau and mark every item that is wrong.',
      write:
        'Write to each bureau that shows the error. Say which item is wrong, why, and what the correct information is.',
      enclose:
        'Enclose copies of two pieces of government identification, one with your photo and current address, and copies of your proof: a statement, a letter from the lender, a discharge certificate. Never send originals.',
      send: 'Send the letter by fax or by mail, and keep a copy with the date you sent it.',
      followUp:
        'The bureau checks the item with the company that reported it, then corrects it, removes it if it cannot be confirmed, or tells you it was verified.',
    },
    timingEquifax: 'Equifax Canada: {{note}}',
    timingTransunion:
      'TransUnion Canada does not publish a set time. If you have no answer after a month, follow up.',
    verifiedHeading: 'If the bureau says the information is correct',
    verified: {
      lender:
        'Write to the lender or collection agency that reported it, with your proof, and ask it to correct what it reports to the bureaus.',
      statement:
        'Ask each bureau to add a consumer statement, a short note in your own words that anyone who checks your report will see.',
      statementEquifax: 'Equifax Canada: {{note}}',
      provincial:
        'Complain to your provincial or territorial consumer protection office, which oversees credit reporting where you live (the Credit Report Suite lists them).',
      federal:
        'If a bank or a credit card issuer reported the error, use its complaint process, then an ombuds service. The Financial Consumer Agency of Canada (FCAC, {{fcac}}) supervises banks and can take your complaint.',
    },
    warning:
      'Be careful with companies that charge to “repair” your credit: they cannot remove accurate information, and everything they do, you can do yourself for free. New Brunswick’s law forbids them to charge before they deliver.',
  },
  wizards: {
    heading: 'Prepare your dispute letters',
    text: 'Each wizard asks a few questions, then prepares a letter as a PDF, ready to print, sign and send, with instructions on what to attach.',
    errorsOnCreditReport:
      'Correct your name, address or employer, a court judgment, or an inquiry you did not authorize. The letter goes to Equifax, TransUnion or both.',
    errorsWithAccount:
      'Fix how one of your accounts is reported: a wrong balance, a late payment, a rating, an account that is not yours, or a debt past its limitation period.',
    disputeWithCreditor:
      'Ask a creditor or a collection agency to show that a debt is yours and that the amount is right before you pay anything.',
    consumerStatement:
      'Add a short explanation, in your own words, to your credit file at Equifax or TransUnion. Lenders who look at your report can read it.',
  },
} satisfies Catalog;
