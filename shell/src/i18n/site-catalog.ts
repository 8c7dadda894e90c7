/**
 * The terms of service and the privacy policy (namespace 'site'), registered by either page when
 * it loads: the login page does not carry them. The rules stated in the terms are those of spec
 * section 1; fees and rates are deliberately not shown. Every claim of the privacy policy is true
 * of the code: encryption at rest (api/src/crypto), argon2id, sessions (decisions.md section 4).
 */
export const SITE_NAMESPACE = 'site';

export const siteCatalog = {
  /** "Who we are" on both pages: the operator as the server is configured (issue 21, point 14). */
  operator: {
    heading: 'Who we are',
    operatedBy: 'This service is operated by:',
    effectiveDate: 'In effect since {{date}}.',
    loading: 'Loading our contact details…',
    failed: 'Our contact details could not be loaded.',
  },
  terms: {
    title: 'Terms of Service',
    back: 'Back',
    privacyLink: 'Privacy Policy',
    operatorPurpose:
      'To cancel your account, send your written request to this address, or by email from the address of your account.',
    intro:
      'These terms apply to everyone who creates an account or uses this service to repair credit, settle debts or plan a budget. Please read them before you create your account. By creating an account you confirm that you accept them.',
    sections: {
      eligibility: {
        heading: 'Who may use the service',
        body: 'You must be 18 years of age or older to create an account or use the service. By creating an account you confirm that you are at least 18.',
      },
      fees: {
        heading: 'Fees and rates',
        body: 'Fees and rates are not shown on this page. The price of your plan is given to you separately, before you pay anything.',
      },
      refunds: {
        heading: 'No refunds',
        body: 'Payments for the service are not refundable, in whole or in part, including for a period in which you did not use your account.',
      },
      priceChanges: {
        heading: 'Price changes',
        body: 'We may change our prices. We will give you at least 30 days’ notice before a new price applies to your account, so that you can decide whether to continue.',
      },
      cancellation: {
        heading: 'Cancelling your account',
        body: 'You may cancel at any time by sending us a written request. Your cancellation takes effect once we have received that request.',
      },
      arrears: {
        heading: 'Accounts in arrears',
        body: 'If a payment on your account remains unpaid for 30 days, your account is in arrears and will be deleted, together with the information and letters stored in it.',
      },
      bandwidth: {
        heading: 'Fair use of bandwidth',
        body: 'Each account may use up to 300 MB of bandwidth per month, which covers normal use of the service, including downloading your letters.',
      },
      advice: {
        heading: 'What the service is',
        body: 'The service gives you information, tools and letter templates so that you can deal with credit bureaus and creditors yourself. It is not legal or financial advice, and no result is guaranteed.',
      },
    },
  },
  privacy: {
    title: 'Privacy Policy',
    back: 'Back',
    termsLink: 'Terms of Service',
    intro:
      'Your credit file, your debts and your identity documents are among the most private information you have. This policy explains what we collect, why, how we protect it, how long we keep it and what you can ask of us. It follows the Personal Information Protection and Electronic Documents Act (PIPEDA) and, for Québec residents, Québec’s Act respecting the protection of personal information in the private sector, as amended by Law 25.',
    operatorPurpose:
      'Write to us at this address or by email about anything in this policy: your request goes to the person in charge of the protection of personal information.',
    collected: {
      heading: 'What we collect and why',
      body: 'We collect only what you enter, and we use it only to give you the service: to fill in your letters, to show you your own information and to keep your account safe.',
      items: {
        account:
          'Your email address and your password, to sign you in. We never keep your password itself, only a one-way fingerprint of it.',
        personal:
          'Your name, date of birth, phone numbers and email address (Personal Information), which every letter carries.',
        address:
          'Your current and previous addresses, with your housing cost and how long you have lived there, for your letters and to know which province’s laws apply to you.',
        employment:
          'Your occupation, income and employer, which some letters and credit bureaus ask for.',
        identification:
          'The type and number of your identification documents, which the credit bureaus use to find your file.',
        bankruptcy:
          'Whether you have gone bankrupt or made a consumer proposal, with its dates and amounts, because it affects what your credit report may show.',
        banking:
          'The accounts you add in Banking Information (the creditor, the account number, balances, dates and late payments), to write to your creditors.',
        letters:
          'The letters you generate and what you entered to make them, so that you can download them again; and your budget, so that it is there when you come back.',
        security:
          'Your sign-in sessions (when each began and was last used, and the browser and device they were opened on); a security log of sign-ins, failed sign-ins, password changes and resets and two-step sign-in changes (the time and the device), which you can see under Account and privacy; and our server’s record of sign-in attempts and refused access (the time, the request and the account). All of it protects your account. If you turn on two-step sign-in, its secret key and your recovery codes.',
      },
    },
    protection: {
      heading: 'How we protect it',
      items: {
        encryption:
          'Full account numbers, identification numbers and your letters (the documents and what you entered to make them) are encrypted in our database (AES-256-GCM).',
        passwords:
          'Passwords are stored only as an Argon2id hash, which cannot be turned back into the password. After five wrong passwords from one place within 15 minutes, further attempts from there are refused until those 15 minutes have passed.',
        sessions:
          'You are signed out after 30 minutes without activity, and after 12 hours in any case. Changing your password signs out every other device, and you can sign out any device yourself. You can turn on two-step sign-in, which asks for a code from an authenticator app after your password; its secret key is encrypted, and your recovery codes are kept only as a hash.',
        access:
          'Only you, signed in to your account, can see your information: every request is checked against your account, and no other user can reach it. The security log never holds your password or your account and identification numbers.',
      },
    },
    sharing: {
      heading: 'Who we share it with',
      body: 'No one. We do not sell, rent or share your information. Your letters reach the credit bureaus and your creditors only when you send them yourself.',
    },
    retention: {
      heading: 'How long we keep it',
      body: 'We keep your information for as long as your account exists, so that your profile, letters and budget are there when you come back. When you delete your account, or when it is deleted after 30 days in arrears as the terms say, your information, letters, sessions and security log are deleted at once; we keep only the date on which an account was deleted, with nothing that says whose. Ended sign-in sessions are removed the next time you sign in.',
    },
    rights: {
      heading: 'Your rights',
      body: 'Under PIPEDA, and in Québec under Law 25, you have the right to:',
      items: {
        access: 'see the personal information we hold about you and learn how it has been used;',
        correction:
          'have it corrected when it is wrong or incomplete (you can correct most of it yourself in Personal Information);',
        portability: 'receive it in a structured, commonly used format, to take it elsewhere;',
        deletion:
          'have it deleted, and withdraw your consent to its use (the service cannot work without it, so this closes your account).',
      },
    },
    exercise: {
      heading: 'How to use your rights',
      body: 'You can use most of them yourself, in Personal Information, under Account and privacy: “Download my data” gives you all your information and letters in one file, and “Delete my account” deletes them for good. For anything else, write to us at the email or postal address under “Who we are”, from the email address of your account, and say what you are asking for. We answer within 30 days.',
    },
    complaints: {
      heading: 'If you are not satisfied',
      body: 'Write to us first: we will try to fix the problem. You may also complain at any time to the Office of the Privacy Commissioner of Canada or, if you live in Québec, to the Commission d’accès à l’information du Québec.',
      tollFree: 'Toll-free: ',
      website: 'Website: ',
    },
  },
};

/** The terms and the privacy policy in French, downloaded with either page in French. */
export const loadSiteCatalogFr = () =>
  import('./site-catalog.fr').then((module) => module.siteCatalogFr);
