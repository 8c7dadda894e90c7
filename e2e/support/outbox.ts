import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { outboxDir } from './env';

/** A message the server wrote to its outbox: who it went to, its subject and its text. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function readOutbox(): Promise<OutboxMail[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const mail = await simpleParser(await readFile(path.join(outboxDir, name)));
        const to = Array.isArray(mail.to)
          ? mail.to.map((one) => one.text).join(', ')
          : mail.to?.text;
        return { to: to ?? '', subject: mail.subject ?? '', text: mail.text ?? '' };
      }),
  );
}

/**
 * The mail sent to `address`, once the server has written it (it sends after answering). Fails
 * when none arrives, or more than one.
 */
export async function mailTo(address: string): Promise<OutboxMail> {
  let found: OutboxMail[] = [];
  await expect
    .poll(async () => {
      found = (await readOutbox()).filter((mail) => mail.to === address);
      return found.length;
    })
    .toBe(1);
  return found[0] as OutboxMail;
}

/** Mail to `address` in the outbox now: for checking that none was sent. */
export async function mailCountTo(address: string): Promise<number> {
  return (await readOutbox()).filter((mail) => mail.to === address).length;
}
