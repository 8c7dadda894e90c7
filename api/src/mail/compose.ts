import type { Language } from 'shared/contract';
import type { MailMessage } from './mailer';

/** The product's name as its mails sign it. */
export const APP_NAME = 'Credit Repair Canada';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * One mail in plain text and HTML from its paragraphs, in the user's language. A paragraph that
 * is one of `links` is a link of its own (a mail client opens it from either part).
 */
export function composeMail(
  to: string,
  language: Language,
  content: { subject: string; paragraphs: string[]; links: string[] },
): MailMessage {
  const { subject, paragraphs, links } = content;
  const html = paragraphs
    .map((paragraph) =>
      links.includes(paragraph)
        ? `<p><a href="${escapeHtml(paragraph)}">${escapeHtml(paragraph)}</a></p>`
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
