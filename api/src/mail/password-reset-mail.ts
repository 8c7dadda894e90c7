import { type Language, PASSWORD_RESET_MINUTES } from 'shared/contract';
import { APP_NAME, composeMail } from './compose';
import type { MailMessage } from './mailer';

/**
 * The reset message in the user's language: plain words, the link, how long it works, and what
 * to do if the user did not ask. It names nothing about the account beyond the address it goes to.
 */
const TEXTS: Record<Language, { subject: string; lines: (link: string) => string[] }> = {
  en: {
    subject: `Reset your ${APP_NAME} password`,
    lines: (link) => [
      `Someone, probably you, asked to reset the password of the ${APP_NAME} account that uses this email address.`,
      `To choose a new password, open this link within ${PASSWORD_RESET_MINUTES} minutes:`,
      link,
      'The link works once. If you did not ask for it, you can ignore this message: your password stays as it is.',
      APP_NAME,
    ],
  },
  fr: {
    subject: `Réinitialisez votre mot de passe ${APP_NAME}`,
    lines: (link) => [
      `Quelqu’un, probablement vous, a demandé de réinitialiser le mot de passe du compte ${APP_NAME} associé à cette adresse courriel.`,
      `Pour choisir un nouveau mot de passe, ouvrez ce lien d’ici ${PASSWORD_RESET_MINUTES}\u00a0minutes\u00a0:`,
      link,
      'Le lien ne fonctionne qu’une fois. Si vous n’avez rien demandé, vous pouvez ignorer ce message\u00a0: votre mot de passe reste le même.',
      APP_NAME,
    ],
  },
};

export function passwordResetMail(to: string, link: string, language: Language): MailMessage {
  const { subject, lines } = TEXTS[language];
  return composeMail(to, language, { subject, paragraphs: lines(link), links: [link] });
}
