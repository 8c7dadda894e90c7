import { runCreditorsLoad } from './load-command';

// `pnpm --filter api creditors:load <file.csv>`: see load-command.ts and the README.
process.exitCode = await runCreditorsLoad(process.argv.slice(2), {
  env: process.env,
  // pnpm runs package scripts inside api/; INIT_CWD is where the command was typed, so a relative
  // file or DATA_DIR means what the user sees.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  now: () => new Date(),
});
