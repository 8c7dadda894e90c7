// zod for the browser apps and the contract: `z` with only the part of zod they use. Module
// Federation shares a module whole, and all of zod (its locales, JSON Schema import, the mini
// and core namespaces) would cost every page about 89 KB gzipped; through this entry the shell
// loads one tree-shaken copy and every suite reuses it. Import `z` from 'shared/zod', never from
// 'zod' (biome refuses it in the front end); a schema that needs another builder adds it to
// ./api.ts first. The schemas built here are ordinary zod schemas: the API's own `zod` (the same
// package) turns them into JSON Schema and validates with them.
export * as z from './api';
