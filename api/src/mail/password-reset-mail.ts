import { type Language, PASSWORD_RESET_MINUTES } from 'shared/contract';
import type { MailMessage } from './mailer';

const APP_NAME = 'Credit Repair Canada';

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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function passwordResetMail(to: string, link: string, language: Language): MailMessage {
  const { subject, lines } = TEXTS[language];
  const paragraphs = lines(link);
  const html = paragraphs
    .map((paragraph) =>
      paragraph === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(paragraph)}</p>`,
    )
    .join('\n');
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html>\n<html lang="${language === 'fr' ? 'fr-CA' : 'en-CA'}"><body>\n${html}\n</body></html>\n`,
  };
}
