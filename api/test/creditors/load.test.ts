import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandIo, EXIT, runCreditorsLoad } from '../../src/cli/load-command';
import type { DatabaseHandle } from '../../src/db/database';
import { creditors } from '../../src/db/schema-creditors';
import { createTestApp, type TestApp } from '../support/app';
import { databaseUrlNamed, withAdmin } from '../support/postgres-admin';

const HEADER =
  'company,address,city,province,postal_code,phone,toll_free,phone_note,fax,fax_confirmed,fax_note,address_note,source';
const API_FOLDER = fileURLToPath(new URL('../..', import.meta.url));

let test: TestApp;
let folder: string;

beforeAll(async () => {
  test = await createTestApp();
  folder = await mkdtemp(path.join(os.tmpdir(), 'creditors-load-'));
});

afterAll(async () => {
  await test?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

interface Run {
  code: number;
  out: string[];
  err: string[];
}

/** Runs the command on the test database (left open: the test app owns it). */
async function load(lines: string[], name = `${randomBytes(4).toString('hex')}.csv`): Promise<Run> {
  await writeFile(path.join(folder, name), `${lines.join('\r\n')}\r\n`);
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = {
    env: {},
    cwd: folder,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    now: test.clock.now,
  };
  const shared: DatabaseHandle = { ...test.database.handle, close: async () => {} };
  const code = await runCreditorsLoad([name], io, async () => shared);
  return { code, out, err };
}

async function stored(company: string) {
  return test.app.db.select().from(creditors).where(eq(creditors.company, company));
}

describe('creditors:load', () => {
  const maple =
    'Maple Collections,"200 Bay St, Suite 9",Toronto,ON,M5J 2J2,416-555-0100,,,,,,,https://maple.example';
  const prairie =
    'Prairie Recovery Ltd.,PO Box 77,Regina,SK,S4P 3Y2,306-555-0199,1-800-555-0197,French line: 1-800-555-0196.,306 555 0198,yes,Confirmed on its site.,,';

  it('adds new creditors and says how many', async () => {
    const run = await load([HEADER, maple, prairie]);
    expect(run).toEqual({
      code: EXIT.ok,
      out: ['2 added, 0 updated, 0 unchanged, 0 rejected.'],
      err: [],
    });
    expect(await stored('Prairie Recovery Ltd.')).toEqual([
      expect.objectContaining({
        address: 'PO Box 77',
        city: 'Regina',
        province: 'SK',
        postalCode: 'S4P 3Y2',
        phone: '+13065550199',
        tollFree: '+18005550197',
        phoneNote: 'French line: 1-800-555-0196.',
        fax: '+13065550198',
        faxConfirmed: true,
        faxNote: 'Confirmed on its site.',
        addressNote: '',
        source: '',
      }),
    ]);
  });

  it('is idempotent: loading the same file again changes nothing', async () => {
    const [before] = await stored('Maple Collections');
    test.clock.advance(60_000);
    const run = await load([HEADER, maple, prairie]);
    expect(run.out).toEqual(['0 added, 0 updated, 2 unchanged, 0 rejected.']);
    expect(run.code).toBe(EXIT.ok);
    expect(await stored('Maple Collections')).toEqual([before]);
  });

  it('updates the details of a creditor with the same company and address', async () => {
    const [before] = await stored('Maple Collections');
    test.clock.advance(60_000);
    const moved =
      'Maple Collections,"200 Bay St, Suite 9",Toronto,ON,M5J 2J2,416-555-0100,,,416-555-0111,,,,https://maple.example';
    const run = await load([HEADER, moved, prairie]);
    expect(run.out).toEqual(['0 added, 1 updated, 1 unchanged, 0 rejected.']);
    const [after] = await stored('Maple Collections');
    expect(after).toMatchObject({
      id: before?.id,
      fax: '+14165550111',
      faxConfirmed: false,
      createdAt: before?.createdAt,
    });
    expect(after?.updatedAt).toEqual(test.clock.now());
  });

  it('can correct a seeded creditor, and the seed does not undo it', async () => {
    const capitalOne =
      'Capital One (Canada) - Customer Service (Capital One Mastercard),"P.O. Box 503, Stn. D",Scarborough,ON,M1R 5L1,,1-800-481-3239,,416-555-0123,yes,,,https://www.capitalone.ca/contact-us/concerns/';
    expect((await load([HEADER, capitalOne])).out).toEqual([
      '0 added, 1 updated, 0 unchanged, 0 rejected.',
    ]);
    const again = await createTestApp({ database: test.database });
    await again.close();
    const [row] = await stored('Capital One (Canada) - Customer Service (Capital One Mastercard)');
    expect(row).toMatchObject({ fax: '+14165550123', faxConfirmed: true });
  });

  it('loads the good rows and lists each rejected one with its line and reason (exit 2)', async () => {
    const run = await load([
      HEADER,
      'Northern Credit,12 Main St,Whitehorse,YT,Y1A 1A1,,,,,,,,',
      'Bad Province Inc.,1 Main St,Toronto,XX,,,,,,,,,',
      ',1 Main St,Toronto,ON,,,,,,,,,',
      'Noted Fax Ltd.,3 Main St,Toronto,ON,,,,,905-735-2644 (older complaint page; may be outdated),no,,,',
      'Two Phones Ltd.,4 Main St,Toronto,ON,,416-555-0100; 416-555-0101,,,,,,,',
    ]);
    expect(run.code).toBe(EXIT.rowsRejected);
    expect(run.out).toEqual([
      '1 added, 0 updated, 0 unchanged, 4 rejected.',
      '  line 3: province: use a two-letter code (AB, BC, MB, NB, NL, NT, NS, NU, ON, PE, QC, SK, YT) or leave it empty.',
      '  line 4: company: a company name is required.',
      '  line 5: fax: "905-735-2644 (older complaint page; may be outdated)" is not one fax number (write one number, like 416-555-0142, and anything else in the note column).',
      '  line 6: phone: "416-555-0100; 416-555-0101" is not one phone number (write one number, like 416-555-0142, and anything else in the note column).',
    ]);
    expect(await stored('Northern Credit')).toHaveLength(1);
    expect(await stored('Bad Province Inc.')).toEqual([]);
    expect(await stored('Noted Fax Ltd.')).toEqual([]);
  });

  it('loads nothing from a malformed file and exits 1', async () => {
    const run = await load(
      [
        HEADER,
        'Half Loaded Ltd.,1 Main St,Toronto,ON,,,,,,,,,',
        '"Never closed,2 Main St,,,,,,,,,,,',
      ],
      'broken.csv',
    );
    expect(run.code).toBe(EXIT.failed);
    expect(run.out).toEqual([]);
    expect(run.err).toEqual([
      `${path.join(folder, 'broken.csv')}: line 3: a quoted field is never closed. Nothing was loaded.`,
    ]);
    expect(await stored('Half Loaded Ltd.')).toEqual([]);
  });

  it('exits 1 on a wrong header, a missing file or a missing argument', async () => {
    const wrongHeader = await load(['name,address', 'Acme,1 Main St']);
    expect(wrongHeader.code).toBe(EXIT.failed);
    expect(wrongHeader.err[0]).toContain('line 1: the header must name the columns');

    const err: string[] = [];
    const io: CommandIo = {
      env: {},
      cwd: folder,
      out: () => {},
      err: (line) => err.push(line),
      now: test.clock.now,
    };
    const neverOpened = async (): Promise<DatabaseHandle> => {
      throw new Error('the database should not be opened');
    };
    expect(await runCreditorsLoad(['missing.csv'], io, neverOpened)).toBe(EXIT.failed);
    expect(err[0]).toMatch(/^Cannot read .*missing\.csv: ENOENT/);
    expect(await runCreditorsLoad([], io, neverOpened)).toBe(EXIT.failed);
    expect(err[1]).toBe('Usage: pnpm --filter api creditors:load <file.csv>');
  });
});

/**
 * Where the real command writes: a fresh embedded database in a DATA_DIR, or with
 * TEST_DATABASE_URL a fresh database on that PostgreSQL server (given as DATABASE_URL).
 */
async function commandDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = path.join(folder, 'data-dir');
    return {
      env: { DATA_DIR: dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `credit_repair_cli_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    await withAdmin(adminUrl, (client) => client.query(statement));
  };
  await admin(`CREATE DATABASE "${name}"`);
  return {
    env: { DATABASE_URL: databaseUrlNamed(adminUrl, name) },
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

describe('the command as a process', () => {
  it('loads a file into a database that has no tables yet, then reports it unchanged', async () => {
    const csv = path.join(folder, 'process.csv');
    await writeFile(
      csv,
      `${HEADER}\nHarbour Credit,9 Water St,Halifax,NS,B3J 1S9,902-555-0100,,,,,,,\n`,
    );
    const database = await commandDatabase();
    const run = () =>
      promisify(execFile)(
        path.join(API_FOLDER, 'node_modules/.bin/tsx'),
        ['src/cli/creditors-load.ts', 'process.csv'],
        {
          cwd: API_FOLDER,
          env: {
            PATH: process.env.PATH ?? '',
            // pnpm passes the folder the command was typed in: relative paths start there.
            INIT_CWD: folder,
            ...database.env,
          },
        },
      );
    try {
      expect((await run()).stdout).toBe('1 added, 0 updated, 0 unchanged, 0 rejected.\n');
      expect((await run()).stdout).toBe('0 added, 0 updated, 1 unchanged, 0 rejected.\n');
    } finally {
      await database.drop();
    }
  }, 120_000);
});
