#!/usr/bin/env bash
# npm test: everything. Typecheck, lint, unit tests, API integration tests on PGlite and on a real
# PostgreSQL server started here, then Playwright end-to-end against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/pnpm.sh

step() { printf '\n=== %s ===\n' "$1"; }

step "System packages (chromium, postgresql, poppler-utils, strace, nginx)"
bash scripts/ensure-system-deps.sh

step "Install"
run_pnpm install --frozen-lockfile

step "Typecheck"
run_pnpm run typecheck

step "Lint"
run_pnpm run lint

step "Boundaries (no suite imports another suite or the shell; shared imports no app; the API no browser code)"
run_pnpm run boundaries

step "Unit tests (shared, shell, suites)"
run_pnpm exec vitest run

step "API integration tests on PGlite"
run_pnpm exec vitest run --config api/vitest.config.ts

step "API integration tests on PostgreSQL"
pg_url="$(bash scripts/pg-test-server.sh start | tail -n 1)"
trap 'bash scripts/pg-test-server.sh stop >/dev/null 2>&1 || true' EXIT
TEST_DATABASE_URL="${pg_url#TEST_DATABASE_URL=}" run_pnpm exec vitest run --config api/vitest.config.ts
bash scripts/pg-test-server.sh stop
trap - EXIT

step "Production build"
run_pnpm run build

step "End-to-end (Playwright, Chromium)"
run_pnpm --filter e2e exec playwright test
