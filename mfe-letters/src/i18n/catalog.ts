import type { Catalog } from 'shared/i18n';

/** This suite's texts (namespace 'letters'), registered when the exposed module loads. */
export const LETTERS_NAMESPACE = 'letters';

export const lettersCatalog = {
  title: 'My Generated Letters',
  intro:
    'Every letter you generate is kept here. Select a letter’s name to download it as a PDF, then print, sign and send it as its first page explains.',
  tabsLabel: 'Letter groups',
  groups: {
    'credit-report': {
      tab: 'Credit Report',
      tableLabel: 'Credit report letters',
      empty: 'You have no credit report letters yet.',
      suiteLink: 'Request your free credit reports in the Credit Report Suite',
    },
    'credit-repair': {
      tab: 'Credit Repair',
      tableLabel: 'Credit repair letters',
      empty: 'You have no credit repair letters yet.',
      suiteLink: 'Write a dispute letter in the Credit Repair Suite',
    },
    'debt-settlement': {
      tab: 'Debt Settlement',
      tableLabel: 'Debt settlement letters',
      empty: 'You have no debt settlement letters yet.',
      suiteLink: 'Write a settlement letter in the Debt Settlement Suite',
    },
  },
  // Before the first letter, in place of the summary and the tabs.
  noLettersYet: {
    heading: 'No letters yet',
    text: 'Each letter you generate will be listed here: to download it, to note when you sent it and to see when a reply is due. A good first letter is the request for your free credit reports, which show what there is to dispute.',
  },
  // After Generate: the letters just made, announced and marked in the list.
  newLetters: {
    ready_one: 'Your letter is ready. It is marked New below.',
    ready_other: 'Your {{count}} letters are ready. They are marked New below.',
    badge: 'New',
  },
  columns: {
    name: 'Name',
    requestDate: 'Request Date',
    status: 'Status',
    replyDue: 'Reply Due',
    actions: 'Actions',
  },
  // The dispute tracker (issue 9): each letter's state, its reply-due date and what to do next.
  status: {
    generated: 'Generated',
    sent: 'Sent',
    awaiting_reply: 'Awaiting reply',
    resolved: 'Resolved: {{outcome}}',
    sentOn: 'Sent by {{by}} on {{date}}',
    resolvedOn: 'Outcome recorded for {{date}}',
    followsUp: 'Follows up {{name}}',
    followedUp: 'Follow-up letter made: {{name}}',
    escalates: 'About {{name}}',
    escalated: 'Letter made: {{name}}',
  },
  replyDue: {
    overdue: 'Overdue',
    none: 'No reply due',
  },
  sentBy: {
    fax: 'Fax',
    mail: 'Mail',
  },
  sentByInline: {
    fax: 'fax',
    mail: 'mail',
  },
  outcomes: {
    corrected: 'Corrected',
    deleted: 'Deleted',
    verified_as_accurate: 'Verified as accurate',
    settled: 'Settled',
    no_reply: 'No reply',
    other: 'Other',
  },
  // "No reply" opens on the reply-due date (issue 14); the option says when, so it is read aloud.
  noReplyFrom: 'No reply (available from {{date}}, when the reply is due)',
  noReplyOnceSent: 'No reply (available 30 days after the date sent)',
  track: {
    button: 'Track',
    title: 'Track this letter',
    description: '{{name}}, requested on {{date}}.',
    sentOn: 'Date sent',
    sentOnHint: 'Leave it empty until you have sent the letter.',
    sentBy: 'Sent by',
    sentByPlaceholder: 'Not sent yet',
    outcome: 'Outcome',
    outcomePlaceholder: 'No outcome yet',
    outcomeHint:
      'What the bureau or creditor did. No reply can be chosen once the reply is due (30 days after the date sent).',
    resolvedOn: 'Date of the outcome',
    note: 'Note',
    noteHint: 'Up to 1,000 characters: who answered, what they said, a reference number.',
    loading: 'Loading the form...',
    notFound: 'This letter no longer exists. It may have been deleted in another window.',
    failed: 'Your changes could not be saved. Please try again.',
  },
  followUp: {
    button: 'Make follow-up letter',
    for: 'for {{name}}',
    made: 'Your follow-up letter is ready. It is listed below: download it, then print, sign and send it.',
    notFound: 'This letter no longer exists. It may have been deleted in another window.',
    failed: 'The follow-up letter could not be made. Please try again.',
  },
  escalation: {
    offers: 'If you disagree with the answer, or none came:',
    button: {
      consumer_office_complaint: 'Make a complaint to your consumer protection office',
      privacy_complaint: 'Make a privacy complaint',
      amf_transfer_request: 'Ask Equifax to transfer your complaint to the AMF',
    },
    made: 'Your letter is ready. It is listed below: download it, then print, sign and send it as its first page explains.',
    notFound: 'This letter no longer exists. It may have been deleted in another window.',
    failed: 'The letter could not be made. Please try again.',
  },
  summary: {
    heading: 'Your letters at a glance',
    awaiting: 'Awaiting a reply',
    overdue: 'Overdue',
    resolved: 'Resolved',
    nextDue: 'Next reply due',
    none: 'None',
  },
  calendar: {
    button: 'Download calendar (.ics)',
    hint: 'Adds the reply-due date of every letter awaiting a reply to your own calendar app.',
    nothingOpen:
      'No letter is awaiting a reply yet. Once you record that you sent a letter, its reply-due date can go in your calendar.',
    fileName: 'letter-reply-dates.ics',
    calendarName: 'Letter reply dates',
    eventSummary: 'Reply due: {{name}}',
    eventDescription:
      'You sent {{name}} by {{by}} on {{date}}. If no reply has come, record it in My Generated Letters and make a follow-up letter.',
  },
  download: {
    failed: 'The letter could not be downloaded. Please try again.',
  },
  // How to send a letter to a credit bureau (issue 14): online first, then mail, fax if confirmed.
  sendGuide: {
    button: 'How to send it',
    title: 'How to send it',
    description: '{{name}}: the ways to send it, best first.',
    loading: 'Loading how to send it...',
    failed: 'We could not load how to send this letter. Please try again.',
    notToBureau:
      'This letter does not go to a credit bureau: send it as the first page of its PDF explains.',
    close: 'Close',
    online: {
      heading: '1. Online (first choice)',
      why: '{{stoppages}} Send it online if you can.',
      goTo: 'Go to',
      openPage: 'and open its “{{page}}” page.',
    },
    disputeText: {
      label: 'Dispute text',
      hint: 'Paste it into the online form where it asks what you dispute. It says only what your letter says; you can shorten it here before you copy it.',
      count: '{{count}} characters',
      copy: 'Copy the dispute text',
      copied: 'Copied. Paste it into the form on {{site}}.',
      refused:
        'Your browser did not let us copy it. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    },
    mail: {
      heading: '2. By mail',
      intro: 'Print and sign the letter, then mail it with copies of your documents to:',
    },
    fax: {
      heading: '3. By fax',
      text: 'Fax the letter and copies of your documents to {{fax}}.',
    },
  },
  delete: {
    label: 'Delete {{name}}',
    title: 'Delete this letter?',
    description: '{{name}}, requested on {{date}}, will be removed from your letters.',
    failed: 'The letter could not be deleted. Please try again.',
  },
  loadFailed: 'Your letters could not be loaded.',
} satisfies Catalog;
