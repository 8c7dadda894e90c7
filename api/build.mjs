// Bundles the API into dist/server.js and dist/create-embedded-database.js. The workspace
// `shared` package (TypeScript source) is bundled in; every npm package stays external and loads
// from node_modules at run time.
// The migrations stay in drizzle/, found from dist/ at run time (src/paths.ts).
import { build } from 'esbuild';

const keepNpmPackagesExternal = {
  name: 'keep-npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === 'shared' || args.path.startsWith('shared/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  // The second entry creates a new embedded database in a child process (src/db/database.ts).
  entryPoints: {
    server: 'src/server.ts',
    'create-embedded-database': 'src/db/create-embedded-database.ts',
  },
  outdir: 'dist',
  absWorkingDir: import.meta.dirname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
  plugins: [keepNpmPackagesExternal],
});
