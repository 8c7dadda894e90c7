/** The answers of the generate routes. */
export const generateTexts = {
  unknownLetter: 'This letter type is not available.',
  personalInfoIncomplete:
    'Please enter your personal information so we can generate a personalized letter.',
  personalInfoMissing:
    'We cannot generate the letter without your personal information, please fill out your personal information',
  letterFailed:
    'There was an error processing your request, please refresh the page and try again.',
} as const;
