#!/usr/bin/env bash
# npm start: install, build everything for production, and serve the whole app on PORT (8080)
# with the embedded database. Needs only Node 20.19+ and npm.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/pnpm.sh

run_pnpm install --frozen-lockfile
run_pnpm run build
exec node api/dist/server.js
