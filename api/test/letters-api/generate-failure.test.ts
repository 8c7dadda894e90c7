import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { letterTemplate, type RegisteredLetter } from '../../src/letters';
import { generateLetters } from '../../src/letters-store/generate';
import { createTestApp, type TestApp } from '../support/app';
import { fillProfile, generate, type LettersUser, newLettersUser } from './support';

// The renderer, made to fail on demand: what a broken font or template would do.
const renderer = vi.hoisted(() => ({ fail: false }));
vi.mock('../../src/letters/render', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/letters/render')>();
  return {
    renderLetterPdf: (...args: Parameters<typeof original.renderLetterPdf>) =>
      renderer.fail
        ? Promise.reject(new Error('font exploded'))
        : original.renderLetterPdf(...args),
  };
});

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
    done();
  },
});

let test: TestApp;
let user: LettersUser;

beforeAll(async () => {
  test = await createTestApp({ logger: { level: 'info', stream: logStream } });
  user = await newLettersUser(test.app);
  await fillProfile(user);
});

afterAll(async () => {
  await test?.close();
});

describe('a letter that cannot be produced', () => {
  it('answers -1001 (HTTP 500), logs the error and stores nothing', async () => {
    renderer.fail = true;
    try {
      const response = await generate(user, {});
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: -1001,
        msg: 'There was an error processing your request, please refresh the page and try again.',
      });
    } finally {
      renderer.fail = false;
    }
    const logged = logLines.find((line) => line.msg === 'letter could not be produced');
    expect(logged).toMatchObject({ level: 50, userId: user.userId });
    expect(JSON.stringify(logged)).toContain('font exploded');
    expect(await user.list('/generate-pdf')).toEqual([]);

    // The next try works again.
    expect((await generate(user, {})).statusCode).toBe(201);
  });
});

/** A stand-in for an issue 6 letter (group 1, with a password) over the free report's template. */
function repairLetter(): RegisteredLetter {
  const free = letterTemplate('credit_report_request');
  if (!free) throw new Error('the free report is not registered');
  return {
    type: 'error_of_name',
    group: 1,
    input: z.strictObject({ correct_name: z.string(), password: z.string() }),
    build: (body, personal, options) => {
      const parsed = z
        .strictObject({ correct_name: z.string(), password: z.string() })
        .safeParse(body);
      if (!parsed.success) return { ok: false, error: parsed.error };
      const built = free.build({ bureau: 'Equifax' }, personal, options);
      return built.ok ? { ...built, input: parsed.data } : built;
    },
  };
}

describe('letters of the repair and settlement groups', () => {
  const templateFor = (type: string) => (type === 'error_of_name' ? repairLetter() : undefined);
  // The password check has tests of its own (generate-security.test.ts): here every one passes.
  const verifyPassword = async () => ({ outcome: 'ok' }) as const;
  const body = { letter: 'error_of_name', correct_name: 'Sam Tremblay', password: 'secret-pass' };

  it('answer -1002 when the personal information is incomplete', async () => {
    const stranger = await newLettersUser(test.app);
    const outcome = await generateLetters(
      {
        db: test.app.db,
        cipher: test.app.cipher,
        clock: test.app.clock,
        verifyPassword,
        templateFor,
      },
      stranger.userId,
      body,
    );
    expect(outcome).toEqual({ kind: 'incomplete', code: -1002 });
  });

  it('store the letter in their group, never the password', async () => {
    const outcome = await generateLetters(
      {
        db: test.app.db,
        cipher: test.app.cipher,
        clock: test.app.clock,
        verifyPassword,
        templateFor,
      },
      user.userId,
      body,
    );
    expect(outcome.kind).toBe('stored');
    const { loadLetterSnapshot } = await import('../../src/letters-store/letters');
    const id = outcome.kind === 'stored' ? outcome.ids[0] : '';
    const snapshot = await loadLetterSnapshot(test.app.db, test.app.cipher, user.userId, id ?? '');
    expect(snapshot?.input).toEqual({ correct_name: 'Sam Tremblay' });
    const [entry] =
      await user.list<[{ id: string; gid: number }, { group: string }]>('/generate-pdf');
    expect(entry).toEqual([expect.objectContaining({ id, gid: 1 }), { group: 'credit repair' }]);
  });
});
