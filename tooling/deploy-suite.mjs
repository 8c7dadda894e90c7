// `pnpm --filter mfe-NAME run deploy DIR`: copies a suite's production build to DIR/NAME/VERSION/,
// a folder ready for any static host or CDN (its files load from wherever they are hosted:
// the remote is built with publicPath 'auto'). A version once published is never overwritten,
// so a shell already pointing at it keeps getting the same files.
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remotes } from './apps.mjs';

function fail(message) {
  console.error(`deploy: ${message}`);
  process.exit(1);
}

const packageDir = process.cwd();
const folder = path.basename(packageDir);
const remote = remotes.find((entry) => entry.folder === folder);
if (!remote)
  fail(
    `run it in a suite's folder, one of the registry of suites (${remotes.map((entry) => entry.folder).join(', ')}).`,
  );

const target = process.argv[2];
if (!target) fail('give the folder to deploy to: pnpm --filter mfe-NAME run deploy DIR');

const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const dist = path.join(packageDir, 'dist');
if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
  fail(`${folder}/dist has no build: run pnpm --filter ${folder} build first.`);
}

const destination = path.resolve(target, remote.name, version);
if (existsSync(destination) && readdirSync(destination).length > 0) {
  fail(
    `${destination} exists already: a published version is never replaced. Raise the version in ${folder}/package.json.`,
  );
}

// Source maps stay behind: the server does not serve them either unless asked (SERVE_SOURCE_MAPS).
cpSync(dist, destination, { recursive: true, filter: (source) => !source.endsWith('.map') });
console.log(`${remote.name} ${version} deployed to ${destination}`);
console.log(
  `Point REMOTES_JSON's "${remote.name}" at <where DIR is served>/${remote.name}/${version}/mf-manifest.json`,
);
