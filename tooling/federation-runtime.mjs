// Where the Module Federation runtime comes from in a build. The plugins import the runtime's
// entry files by absolute path, resolved with Node's `require.resolve`, so they get the CommonJS
// builds: these cannot be tree-shaken or concatenated, and they drag the SDK's Node.js code paths
// into the browser. Aliasing each of those files to the ESM build of the same package lets rspack
// keep only what the browser runtime uses.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const fromTooling = createRequire(import.meta.url);

/** The package.json of the package a resolved file belongs to. */
function packageOf(file) {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const json = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      if (json.name) return { dir, json };
    }
    dir = path.dirname(dir);
  }
  throw new Error(`No package.json above ${file}`);
}

/** The file a package's `import` condition of "." points to. */
function esmEntryOf(cjsFile) {
  const { dir, json } = packageOf(cjsFile);
  const root = json.exports?.['.'];
  const target = typeof root?.import === 'string' ? root.import : root?.import?.default;
  if (!target) {
    throw new Error(`${json.name} has no ESM build ("import" export) to replace ${cjsFile}`);
  }
  return path.join(dir, target);
}

/**
 * The CommonJS runtime files the plugins import by path, as rspack's ModuleFederationPlugin and
 * @module-federation/rspack resolve them: the bundler runtime every container's entry imports,
 * the `@module-federation/runtime` package rspack aliases, and the plugin a host uses to provide
 * its runtime to the remotes (`provideExternalRuntime`).
 */
export function federationRuntimeCommonJsFiles() {
  const fromEnhanced = createRequire(fromTooling.resolve('@module-federation/enhanced/rspack'));
  const fromRspackPlugin = createRequire(fromEnhanced.resolve('@module-federation/rspack/plugin'));
  const fromRuntimeTools = createRequire(
    fromRspackPlugin.resolve('@module-federation/runtime-tools/bundler'),
  );
  return [
    fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime'),
    fromRuntimeTools.resolve('@module-federation/runtime'),
    fromRspackPlugin.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
}

/** resolve.alias entries: each CommonJS runtime file to its package's ESM build. */
export function federationRuntimeEsmAliases() {
  return Object.fromEntries(
    federationRuntimeCommonJsFiles().map((cjsFile) => [cjsFile, esmEntryOf(cjsFile)]),
  );
}
