/** The "Download my data" section of the Account and privacy tab. */
export const downloadDataTexts = {
  title: 'Download my data',
  intro: 'Get a copy of everything we keep about you, in one ZIP file. It holds:',
  contentsData:
    'my-data.json: your contact details, addresses, employment, identification, bankruptcy, banking accounts with their full numbers, budget, the details and tracking of each letter, where you are signed in and your sign-in history;',
  contentsLetters: 'the PDF of every letter you generated, in a folder named letters;',
  contentsReadme: 'README.txt, which explains each file.',
  keepSafe:
    'The file holds your full account and identification numbers: keep it somewhere safe. Enter your password to download it.',
  submit: 'Download my data',
  downloaded: 'Your data was downloaded as {{fileName}}.',
  failed: 'Your data could not be downloaded. Please try again.',
};
