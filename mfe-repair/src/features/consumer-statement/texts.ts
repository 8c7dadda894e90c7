import type { Catalog } from 'shared/i18n';

/** The consumer statement tab's texts (namespace 'repair', key 'consumerStatement'). */
export const consumerStatementTexts = {
  heading: 'Add a consumer statement to your credit file',
  intro:
    'A consumer statement (an explanatory note) is a short note in your own words that the credit bureau adds to your file. Anyone who checks your report sees it, for example a lender deciding on an application. Use it to explain something true that the report cannot show, such as a job loss or an illness behind late payments, or a debt you dispute.',
  caution:
    'The statement does not change or remove anything on your report. If something on your report is wrong, dispute it with the Errors on Credit Report or Errors with Account letters instead.',
  item: 'What the statement explains (optional)',
  itemHint: 'For example the account or entry it concerns: “Maple Visa, late payments in 2023”.',
  statement: 'Your statement',
  statementHint:
    'Write it as you want it to appear: the letter prints it in quotes, exactly as you type it.',
  limitsHeading: 'How long it may be',
  count: '{{bureau}}: {{count}} of {{max}} {{unit}}',
  over: 'over the limit',
  units: { characters: 'characters', words: 'words' },
  // The bureau named in the counter, by its id.
  bureaus: { Equifax: 'Equifax', TransUnion: 'TransUnion' },
  unconfirmed:
    'This limit is unconfirmed (source: {{source}}). Check with the bureau before you rely on it.',
  noProvince:
    'Add your current address in Personal Information: some limits depend on your province.',
} satisfies Catalog;
