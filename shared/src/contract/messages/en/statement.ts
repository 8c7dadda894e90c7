/** Messages of the consumer statement (its length limits per bureau). */
export const statementTexts = {
  required: 'Please write your statement.',
  /** "Equifax accepts up to 400 characters; your statement has 412. Please shorten it." */
  overLimit: '{{bureau}} accepts up to {{limit}}; your statement has {{count}}. Please shorten it.',
  character: '{{count}} character',
  characters: '{{count}} characters',
  word: '{{count}} word',
  words: '{{count}} words',
} as const;
