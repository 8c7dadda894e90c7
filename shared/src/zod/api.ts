// The zod builders and types the contract and the apps use, re-exported one by one so the
// bundler keeps these and drops the rest (see ./index.ts).
export type { core, infer, input, output, RefinementCtx, ZodType } from 'zod';
export {
  array,
  boolean,
  config,
  custom,
  discriminatedUnion,
  email,
  enum,
  literal,
  number,
  object,
  preprocess,
  strictObject,
  string,
  union,
  uuid,
} from 'zod';
