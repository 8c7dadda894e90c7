import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** A message in plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends (or writes) the message; rejects when it could not. */
  send(message: MailMessage): Promise<void>;
}

export interface MailerSettings {
  /** SMTP_URL; without it, messages go to `outboxDir` as .eml files. */
  smtpUrl: string | undefined;
  outboxDir: string;
  /** The From: header. */
  from: string;
  log: FastifyBaseLogger;
}

/**
 * Mail through SMTP_URL, or, without it, the file backend many frameworks ship for development:
 * each message written whole (RFC 5322, as a mail client opens it) to DATA_DIR/outbox, its path
 * logged. The outbox holds reset links: it is created private, like DATA_DIR.
 */
export function createMailer(settings: MailerSettings): Mailer {
  const { smtpUrl, outboxDir, from, log } = settings;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const { message: raw } = await composer.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, raw as Buffer, { mode: 0o600, flag: 'wx' });
      log.info({ event: 'mail_written', file }, 'mail written to the outbox (SMTP_URL is not set)');
    },
  };
}
