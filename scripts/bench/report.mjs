// Turns the measurements into a console table and the figures section of docs/benchmarks.md.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib.mjs';

export const TARGETS = {
  loginKb: 160,
  suiteKb: 25,
  // Everything the first signed-in screen loads, shared chunks included, so that moving bytes
  // from a suite into a shared chunk is not counted as a saving.
  personalTabKb: 230,
  buildSeconds: 90,
  // A letter rendered and stored, median: standard fonts, then with the embedded fallback font.
  letterMs: 25,
  fallbackLetterMs: 100,
  // The mixed load (issue 18), on the embedded database and on PostgreSQL.
  mixedP99MsPglite: 250,
  mixedP99MsPostgres: 100,
  // Shares of the ceilings (issue 18): GET /contact of the database's own primary-key selects,
  // GET /health of a bare Fastify route.
  contactShareOfSelects: 0.6,
  healthShareOfBare: 0.5,
  mixedPeakMiB: 300,
  // Lighthouse, mobile emulation with simulated throttling, login page and personal tab.
  lighthouseScore: 95,
  lighthouseLcpMs: 2000,
  lighthouseTbtMs: 150,
  lighthouseCls: 0.05,
};

const START = '<!-- bench:figures:start -->';
const END = '<!-- bench:figures:end -->';
const DOC = path.join(repoRoot, 'docs', 'benchmarks.md');

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const verdict = (ok) => (ok ? 'met' : '**missed**');

export function machine() {
  const cpus = os.cpus();
  return {
    cores: os.availableParallelism(),
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    date: new Date().toISOString().slice(0, 10),
  };
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const ms = (value) => `${value.toFixed(1)} ms`;

/** One row per person of the letters bench: the fallback font's row has its own target. */
function letterRows(letters) {
  return letters.figures.map((figure, index) => {
    const target = index === 0 ? TARGETS.letterMs : TARGETS.fallbackLetterMs;
    return [
      `One letter generated and stored (POST /api/v1/generate-pdf), median, ${figure.label}`,
      `${ms(figure.oneLetterMs)} (CPU ${ms(figure.oneLetterCpuMs)}; render alone ${ms(figure.renderMs)}; ${letters.requests} requests)`,
      `< ${target} ms`,
      verdict(figure.oneLetterMs < target),
    ];
  });
}

/**
 * The rows of the JavaScript sizes: the login page, the personal tab whole, each suite's own; then
 * the same in French, where measured.
 */
function jsRows(js) {
  const rows = jsLanguageRows(js, '');
  return js.french ? [...rows, ...jsLanguageRows(js.french, ', in French')] : rows;
}

function jsLanguageRows(js, inLanguage) {
  return [
    [
      `JavaScript loaded by \`/\` (login)${inLanguage}, gzipped`,
      `${kb(js.login.gzip)} in ${js.login.files} files`,
      `≤ ${TARGETS.loginKb} KB`,
      verdict(js.login.gzip <= TARGETS.loginKb * 1000),
    ],
    [
      `All JavaScript loaded by \`${js.personalTab.path}\` (first signed-in screen)${inLanguage}, gzipped`,
      `${kb(js.personalTab.gzip)} in ${js.personalTab.files} files`,
      `≤ ${TARGETS.personalTabKb} KB`,
      verdict(js.personalTab.gzip <= TARGETS.personalTabKb * 1000),
    ],
    ...js.suites.map((suite) => [
      `\`${suite.remote}\` own JavaScript for \`${suite.path}\`${inLanguage}, gzipped`,
      `${kb(suite.gzip)} in ${suite.files} files (page total ${kb(suite.total)})`,
      `≤ ${TARGETS.suiteKb} KB`,
      verdict(suite.gzip <= TARGETS.suiteKb * 1000),
    ]),
  ];
}

/** Four rows per page measured by Lighthouse: the score and the three metrics with targets. */
function lighthouseRows(lighthouse) {
  return lighthouse.pages.flatMap((page) => {
    const of = `${page.label}, median of ${page.runs} runs`;
    return [
      [
        `Lighthouse performance score (mobile, simulated throttling), ${of}`,
        `${page.score} (runs ${page.scores.join(', ')})`,
        `≥ ${TARGETS.lighthouseScore}`,
        verdict(page.score >= TARGETS.lighthouseScore),
      ],
      [
        `Largest contentful paint, ${of}`,
        `${(page.lcpMs / 1000).toFixed(2)} s`,
        `≤ ${(TARGETS.lighthouseLcpMs / 1000).toFixed(1)} s`,
        verdict(page.lcpMs <= TARGETS.lighthouseLcpMs),
      ],
      [
        `Total blocking time, ${of}`,
        `${page.tbtMs.toFixed(0)} ms`,
        `≤ ${TARGETS.lighthouseTbtMs} ms`,
        verdict(page.tbtMs <= TARGETS.lighthouseTbtMs),
      ],
      [
        `Cumulative layout shift, ${of}`,
        page.cls.toFixed(3),
        `≤ ${TARGETS.lighthouseCls}`,
        verdict(page.cls <= TARGETS.lighthouseCls),
      ],
    ];
  });
}

function hostLine(host) {
  return (
    `Measured on ${host.date}: ${host.os}, ${host.cores} cores (${host.cpu}), ` +
    `${host.memoryGb} GB memory, Node ${host.node}. 1 KB = 1,000 bytes.`
  );
}

/** The JavaScript sizes alone (`--only js`). */
export function jsSizeMarkdown({ host, js }) {
  return [hostLine(host), '', table(['measure', 'figure', 'target', 'result'], jsRows(js))].join(
    '\n',
  );
}

/** The Lighthouse figures alone (`--only lighthouse`). */
export function lighthouseMarkdown({ host, lighthouse }) {
  return [
    hostLine(host),
    '',
    table(['measure', 'figure', 'target', 'result'], lighthouseRows(lighthouse)),
  ].join('\n');
}

const notMeasured = '**not measured**';

/** ` (HTTP 503: 4, timeouts: 2)`, or nothing when nothing failed. */
function failureList(failures) {
  const kinds = Object.entries(failures).filter(([, count]) => count > 0);
  return kinds.length === 0
    ? ''
    : ` (${kinds.map(([kind, count]) => `${kind}: ${count}`).join(', ')})`;
}

/** The mixed-load run on one database: latency, errors and the server's memory. */
function mixedRows(mixed, database, p99Target) {
  const mib = (value) => (value === null ? 'not measured' : `${value.toFixed(0)} MiB`);
  return [
    [
      `p99 latency on ${database}, ${mixed.users} users for ${mixed.seconds} s (contact, address, letter list, budget save)`,
      `${mixed.p99.toFixed(0)} ms (p50 ${mixed.p50.toFixed(0)} ms, p95 ${mixed.p95.toFixed(0)} ms; ${mixed.requestsPerSecond.toFixed(0)} requests/s)`,
      `≤ ${p99Target} ms`,
      verdict(mixed.p99 <= p99Target),
    ],
    [
      `Errors and non-2xx answers in that run (${database})`,
      `${mixed.errors + mixed.non2xx} of ${mixed.total}${failureList(mixed.failures)}`,
      '0',
      verdict(mixed.errors + mixed.non2xx === 0),
    ],
    [
      `Server memory (RSS) in that run (${database})`,
      `highest ${mib(mixed.rssPeakDuringRunMiB)} (before ${mib(mixed.rssBeforeMiB)}, after ${mib(mixed.rssAfterMiB)})`,
      `≤ ${TARGETS.mixedPeakMiB} MiB`,
      verdict(
        mixed.rssPeakDuringRunMiB !== null && mixed.rssPeakDuringRunMiB <= TARGETS.mixedPeakMiB,
      ),
    ],
  ];
}

/** Both databases' mixed-load rows; PostgreSQL's say why they are missing when it could not run. */
function mixedLoadRows(mixed, postgres) {
  const rows = mixedRows(mixed, 'PGlite', TARGETS.mixedP99MsPglite);
  if (postgres.available) {
    rows.push(...mixedRows(postgres.mixed, 'PostgreSQL', TARGETS.mixedP99MsPostgres));
  } else {
    rows.push([
      'Mixed load on PostgreSQL: p99, errors and memory',
      `not measured: ${postgres.reason}`,
      `≤ ${TARGETS.mixedP99MsPostgres} ms, 0 errors, ≤ ${TARGETS.mixedPeakMiB} MiB`,
      notMeasured,
    ]);
  }
  return rows;
}

const percent = (share) => `${(share * 100).toFixed(0)} %`;

/** GET /contact's rate as a share of the driver's own primary-key selects. */
function contactShareRow(label, contact, primaryKeySelects) {
  const share = contact.requestsPerSecond / primaryKeySelects.perSecond;
  return [
    label,
    `${percent(share)} (${contact.requestsPerSecond.toFixed(0)} against ${primaryKeySelects.perSecond.toFixed(0)} /s)`,
    `≥ ${percent(TARGETS.contactShareOfSelects)}`,
    verdict(share >= TARGETS.contactShareOfSelects),
  ];
}

/**
 * The API against its ceilings: each database's own primary-key select rate through the server's
 * driver, and a bare Fastify route's.
 */
function ceilingRows(throughput, primaryKeySelects, postgres) {
  const rate = (prefix) => throughput.rows.find((row) => row.name.startsWith(prefix));
  const contact = rate('GET /api/v1/contact');
  const health = rate('GET /api/v1/health');
  const bare = rate('bare Fastify route');
  const rows = [];
  if (contact) {
    rows.push(
      contactShareRow(
        'GET /api/v1/contact against primary-key selects through PGlite’s client, one after another',
        contact,
        primaryKeySelects,
      ),
    );
  }
  const pgLabel =
    'GET /api/v1/contact on PostgreSQL against primary-key selects through node-postgres';
  if (!postgres.available) {
    rows.push([
      pgLabel,
      `not measured: ${postgres.reason}`,
      `≥ ${percent(TARGETS.contactShareOfSelects)}`,
      notMeasured,
    ]);
  } else if (postgres.contact?.name.startsWith('GET /api/v1/contact')) {
    rows.push(
      contactShareRow(
        `${pgLabel}, ${postgres.primaryKeySelects.concurrency} in flight`,
        postgres.contact,
        postgres.primaryKeySelects,
      ),
    );
  }
  if (health && bare) {
    const share = health.requestsPerSecond / bare.requestsPerSecond;
    rows.push([
      'GET /api/v1/health against a bare Fastify route',
      `${percent(share)} (${health.requestsPerSecond.toFixed(0)} against ${bare.requestsPerSecond.toFixed(0)} /s)`,
      `≥ ${percent(TARGETS.healthShareOfBare)}`,
      verdict(share >= TARGETS.healthShareOfBare),
    ]);
  }
  return rows;
}

/** The markdown figures: sizes, build and letters; throughput and its ceilings; the mixed load. */
export function figuresMarkdown({
  host,
  js,
  lighthouse,
  throughput,
  primaryKeySelects,
  mixed,
  postgres,
  build,
  letters,
}) {
  const sizeRows = [
    ...jsRows(js),
    ...lighthouseRows(lighthouse),
    build
      ? [
          'Full production build (apps + API)',
          `${seconds(build.totalMs)} (apps ${seconds(build.appsMs)}, API ${seconds(build.apiMs)})`,
          `< ${TARGETS.buildSeconds} s`,
          verdict(build.totalMs < TARGETS.buildSeconds * 1000),
        ]
      : ['Full production build (apps + API)', 'not measured (`--skip-build`)', '', ''],
    ...letterRows(letters),
  ];
  const onPostgres = postgres.contact
    ? [{ ...postgres.contact, name: `${postgres.contact.name} on PostgreSQL` }]
    : [];
  const apiRows = [...throughput.rows, ...onPostgres].map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(0),
    `${row.p50} ms`,
    `${row.p99} ms`,
    String(row.non2xx + row.errors),
  ]);
  const notes = throughput.authenticatedRead
    ? ''
    : '\nThe API served no authenticated read (GET /api/v1/contact or /session) to a signed-in ' +
      'user, so none was measured; the public health check is the nearest figure.\n';
  return [
    hostLine(host),
    '',
    table(['measure', 'figure', 'target', 'result'], sizeRows),
    '',
    `API: ${throughput.connections} connections for ${throughput.durationSeconds} s each, ` +
      'load generator (autocannon) on the same machine.',
    '',
    table(['route', 'requests/s', 'p50', 'p99', 'non-2xx or errors'], apiRows),
    notes,
    table(
      ['measure', 'figure', 'target', 'result'],
      ceilingRows(throughput, primaryKeySelects, postgres),
    ),
    '',
    'Mixed load, a fresh server on each database, load generator on the same machine:',
    '',
    table(['measure', 'figure', 'target', 'result'], mixedLoadRows(mixed, postgres)),
    '',
  ].join('\n');
}

/** Replaces the text between the markers in docs/benchmarks.md. */
export function writeFigures(markdown) {
  const doc = readFileSync(DOC, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end < start) {
    throw new Error(`${DOC} lacks the ${START} ... ${END} markers.`);
  }
  const updated = `${doc.slice(0, start + START.length)}\n${markdown.trim()}\n${doc.slice(end)}`;
  writeFileSync(DOC, updated);
  return DOC;
}
