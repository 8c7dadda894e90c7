# pnpm pinned to the version in package.json's packageManager, fetched with npx so that a machine
# with only Node and npm works (corepack is not needed).
PNPM_VERSION="$(node -p "require('./package.json').packageManager.split('@')[1]")"
run_pnpm() {
  npx --yes "pnpm@${PNPM_VERSION}" "$@"
}
