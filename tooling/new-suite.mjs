// `pnpm new-suite NAME [--label "English label"] [--label-fr "Libellé français"]`: creates the
// package mfe-NAME from tooling/suite-template (one exposed module with one page, its texts in an
// en-CA and an fr-CA catalog, one unit test) and prints what to add to the registry of suites
// (shared/src/suites/registry.mjs) and to the navigation texts beside it (README, "Adding a
// suite"). It prints the entry rather than writing it: where the suite stands in the side
// navigation and its French label are the team's to choose, and reviewing three short snippets
// is simpler than a tool rewriting a shared file.

import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { routeBase, SUITES, suiteFolder } from '../shared/src/suites/registry.mjs';
import { repoRoot, SHELL_PORT } from './apps.mjs';

const TEMPLATE = path.join(import.meta.dirname, 'suite-template');

/** The packages a suite uses, as every suite has them; their versions are the shell's. */
const DEPENDENCIES = [
  '@hookform/resolvers',
  '@reduxjs/toolkit',
  'i18next',
  'react',
  'react-dom',
  'react-hook-form',
  'react-i18next',
  'react-redux',
  'react-router-dom',
  'zod',
];
const DEV_DEPENDENCIES = [
  '@testing-library/jest-dom',
  '@testing-library/react',
  '@testing-library/user-event',
  '@types/react',
  '@types/react-dom',
  'jsdom',
  'msw',
  'vitest',
];

/** Names the workspace uses otherwise: the host's federation name and the other packages. */
const RESERVED = new Set(['shell', 'shared', 'api', 'e2e', 'app', 'remotes']);

function fail(message) {
  console.error(`new-suite: ${message}`);
  process.exit(1);
}

const USAGE = 'pnpm new-suite NAME [--label "English label"] [--label-fr "Libellé français"]';

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { label: { type: 'string' }, 'label-fr': { type: 'string' } },
  });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\nUsage: ${USAGE}`);
}
const { positionals, values } = parsed;
if (positionals.length !== 1) fail(`give one name.\nUsage: ${USAGE}`);
const [name] = positionals;

if (!/^[a-z][a-z0-9]{1,29}$/.test(name)) {
  fail(
    `"${name}" is not a suite name: use 2 to 30 lowercase letters and digits, starting with a letter (it names the remote, its package mfe-NAME and its address /app/NAME).`,
  );
}
if (RESERVED.has(name)) fail(`"${name}" is taken by the workspace itself; choose another name.`);
if (SUITES.some((suite) => suite.name === name)) {
  fail(`the registry of suites has a suite "${name}" already (shared/src/suites/registry.mjs).`);
}
const folder = suiteFolder({ name });
const target = path.join(repoRoot, folder);
if (existsSync(target)) fail(`${folder} exists already; choose another name or remove it.`);
const base = `/app/${name}`;
const clash = SUITES.flatMap((suite) => suite.modules).find((module) => {
  const taken = routeBase(module);
  return taken === base || taken.startsWith(`${base}/`);
});
if (clash) fail(`${base} belongs to another suite's route (${clash.route}); choose another name.`);

const capitalized = name[0].toUpperCase() + name.slice(1);
const label = values.label ?? capitalized;
const labelFr = values['label-fr'] ?? label;
for (const [option, text] of [
  ['--label', label],
  ['--label-fr', labelFr],
]) {
  if (!text.trim() || /[\p{Cc}]/u.test(text)) fail(`${option} needs a text on one line.`);
}

/** A string literal as Biome writes it: single quotes, unless the text holds one and no double. */
function literal(text) {
  if (text.includes("'") && !text.includes('"')) return JSON.stringify(text);
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

const tokens = {
  __name__: name,
  __Name__: capitalized,
  __NAME__: name.toUpperCase(),
  __labelFr__: literal(labelFr),
  __label__: literal(label),
};
const fill = (text) =>
  Object.entries(tokens).reduce((result, [token, value]) => result.replaceAll(token, value), text);

// The template, as files of the new package: `.tpl` dropped, tokens replaced.
mkdirSync(target);
cpSync(TEMPLATE, target, {
  recursive: true,
  filter: (source) => path.basename(source) !== 'README.md',
});
for (const file of readdirSync(target, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.tpl')) continue;
  const from = path.join(target, file);
  writeFileSync(from, fill(readFileSync(from, 'utf8')));
  renameSync(from, path.join(target, fill(file.slice(0, -'.tpl'.length))));
}

const shell = JSON.parse(readFileSync(path.join(repoRoot, 'shell', 'package.json'), 'utf8'));
const versions = { ...shell.devDependencies, ...shell.dependencies };
const pick = (names) =>
  Object.fromEntries(
    names.map((dependency) => {
      if (!versions[dependency]) fail(`the shell's package.json has no ${dependency}.`);
      return [dependency, versions[dependency]];
    }),
  );
const manifest = {
  name: folder,
  version: '1.0.0',
  private: true,
  type: 'module',
  scripts: {
    build: 'rspack build',
    dev: 'rspack serve',
    typecheck: 'tsc -p tsconfig.json',
    test: 'vitest run',
    deploy: 'node ../tooling/deploy-suite.mjs',
  },
  dependencies: { ...pick(DEPENDENCIES), shared: 'workspace:*' },
  devDependencies: pick(DEV_DEPENDENCIES),
};
// Keys in order, as pnpm writes them.
manifest.dependencies = Object.fromEntries(Object.entries(manifest.dependencies).sort());
writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

// Laid out as the workspace's formatter lays out code: where a line breaks depends on the labels.
const biome = spawnSync(
  process.execPath,
  [
    path.join(repoRoot, 'node_modules', '@biomejs', 'biome', 'bin', 'biome'),
    'format',
    '--write',
    '--vcs-enabled=false',
    folder,
  ],
  { cwd: repoRoot, encoding: 'utf8' },
);
if (biome.status !== 0) {
  console.warn(
    `new-suite: ${folder} could not be formatted (pnpm run format does it):\n${biome.stderr}`,
  );
}

const port = Math.max(SHELL_PORT, ...SUITES.map((suite) => suite.port)) + 1;
const position =
  Math.max(0, ...SUITES.flatMap((suite) => suite.modules.map((m) => m.nav?.position ?? 0))) + 10;

const entry = `  {
    name: '${name}',
    port: ${port},
    modules: [
      {
        name: 'App',
        file: './src/app/suite.tsx',
        route: '${name}/*',
        nav: { key: '${name}', position: ${position} },
      },
    ],
  },`;

console.log(`Created ${folder}: the remote "${name}", its page at ${base}, with its texts in English and French and a unit test.

1. Add its entry at the end of SUITES in shared/src/suites/registry.mjs:

${entry}

   (position ${position} puts it last in the side navigation; the others stand at 10 to ${position - 10}.)

2. Add its navigation label, in shared/src/suites/nav-texts.ts:

  ${name}: ${literal(label)},

   and in shared/src/suites/nav-texts.fr.ts:

  ${name}: ${literal(labelFr)},
${
  values['label-fr'] === undefined
    ? `
   Without --label-fr the French label is the English one: write the French in nav-texts.fr.ts
   and in ${folder}/src/i18n/catalog.fr.ts (its page's title).
`
    : ''
}
3. Then:

  pnpm install                          # links the new package into the workspace
  pnpm --filter ${folder} test
  pnpm --filter ${folder} build
  UPDATE_ENGLISH_TEXTS=1 pnpm exec vitest run --project tooling tooling/english-texts.test.mjs

README, "Adding a suite", says the rest: running it, its end-to-end tag @${name}, deploying it.`);
