import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process, keeping every message it receives, parsed. */
export interface TestMailServer {
  url: string;
  received: ParsedMail[];
  /** The next message to arrive (or one already arrived and not yet taken), within 5 s. */
  nextMessage(): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startMailServer(): Promise<TestMailServer> {
  const received: ParsedMail[] = [];
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nextMessage() {
      const deadline = Date.now() + 5000;
      while (received.length <= taken) {
        if (Date.now() > deadline) throw new Error('No mail arrived within 5 s.');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const mail = received[taken];
      taken += 1;
      if (!mail) throw new Error('unreachable');
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
