import { defineConfig } from 'drizzle-kit';

// `pnpm --filter api db:generate` writes a new migration into drizzle/ from src/db/schema*.ts.
export default defineConfig({
  dialect: 'postgresql',
  // One file per area (schema.ts, schema-letters.ts, schema-banking.ts, ...).
  schema: './src/db/schema*.ts',
  out: './drizzle',
});
