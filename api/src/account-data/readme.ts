import type { Language } from 'shared/contract';

/** What README.txt needs to know of the archive it explains. */
export interface ReadmeFacts {
  /** YYYY-MM-DD in Toronto, as the file name gives it. */
  day: string;
  letterCount: number;
}

/*
 * README.txt, in the language of the request (English, or French as Québec writes it). Lines are
 * CRLF so that every text editor, Windows' Notepad included, shows them as lines.
 */

const NBSP = '\u00a0';
const NNBSP = '\u202f';

function english({ day, letterCount }: ReadmeFacts): string[] {
  return [
    'Your data from Credit Repair Canada',
    `Taken on ${day}.`,
    '',
    'This archive holds everything the service keeps about your account.',
    '',
    'README.txt',
    '  This file.',
    '',
    'my-data.json',
    '  Your data in JSON, a text format that other services and programs can read:',
    '  - account: your email address, when the account was made, when the password was last',
    '    changed, and your language;',
    '  - contact, addresses, employment, identifications (with their full numbers) and',
    '    bankruptcy: what you entered in the Personal Information tabs;',
    '  - banking_accounts: your accounts, with their full account numbers;',
    '  - budget: your saved budget, amounts in dollars;',
    '  - letters: each letter you generated, its name, type and date, when and how you sent it,',
    '    the outcome you recorded and your note; "file" names its PDF in this archive;',
    '  - sessions: the browsers and devices signed in to your account when the archive was made;',
    '  - security_events: your latest sign-ins and security changes.',
    '  Dates are written YYYY-MM-DD and times in UTC (ISO 8601).',
    '',
    'letters/',
    `  The PDF of each letter you generated (${letterCount}), as you downloaded it.`,
    '',
    'Keep this archive somewhere safe: it holds your full account and identification numbers.',
    'Your password is not in it.',
  ];
}

function french({ day, letterCount }: ReadmeFacts): string[] {
  return [
    'Vos données de Credit Repair Canada',
    `Extraites le ${day}.`,
    '',
    'Cette archive contient tout ce que le service conserve sur votre compte.',
    '',
    'README.txt',
    '  Ce fichier.',
    '',
    'my-data.json',
    `  Vos données en JSON, un format texte que d’autres services et logiciels peuvent lire${NBSP}:`,
    `  - account${NBSP}: votre adresse courriel, la date de création du compte, celle du dernier`,
    `    changement de mot de passe et votre langue${NNBSP};`,
    `  - contact, addresses, employment, identifications (avec leurs numéros complets) et`,
    `    bankruptcy${NBSP}: ce que vous avez entré dans les onglets des renseignements personnels${NNBSP};`,
    `  - banking_accounts${NBSP}: vos comptes, avec leurs numéros de compte complets${NNBSP};`,
    `  - budget${NBSP}: votre budget enregistré, montants en dollars${NNBSP};`,
    `  - letters${NBSP}: chaque lettre que vous avez produite, son nom, son type et sa date, la date`,
    `    et le mode d’envoi, le résultat que vous avez noté et votre note${NNBSP}; «${NBSP}file${NBSP}» donne`,
    `    le nom de son PDF dans cette archive${NNBSP};`,
    `  - sessions${NBSP}: les navigateurs et appareils connectés à votre compte au moment de`,
    `    l’extraction${NNBSP};`,
    `  - security_events${NBSP}: vos dernières connexions et modifications de sécurité.`,
    '  Les dates sont écrites AAAA-MM-JJ et les heures en UTC (ISO 8601).',
    '',
    'letters/',
    `  Le PDF de chaque lettre que vous avez produite (${letterCount}), tel que vous l’avez téléchargé.`,
    '',
    `Conservez cette archive en lieu sûr${NBSP}: elle contient vos numéros de compte et`,
    'd’identification complets. Votre mot de passe n’y figure pas.',
  ];
}

export function exportReadme(language: Language, facts: ReadmeFacts): string {
  const lines = language === 'fr' ? french(facts) : english(facts);
  return `${lines.join('\r\n')}\r\n`;
}
