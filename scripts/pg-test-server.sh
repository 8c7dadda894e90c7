#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL server for the API tests (Debian's server binaries).
#   bash scripts/pg-test-server.sh start   -> last line: TEST_DATABASE_URL=postgres://...
#   bash scripts/pg-test-server.sh stop
# The server trusts every local connection and lives in a temp dir removed by `stop`.
set -euo pipefail

# PG_TEST_STATE_DIR lets a second server run beside the first (the scale-out e2e test starts its own).
STATE_DIR="${PG_TEST_STATE_DIR:-/tmp/credit-repair-pg}"
STATE_FILE="$STATE_DIR/state"

# initdb and pg_ctl refuse to run as root, so root runs them as the postgres user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

pg_bin_dir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$dir" ] || [ ! -x "$dir/initdb" ]; then
    echo "No PostgreSQL server binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql)." >&2
    exit 1
  fi
  echo "$dir"
}

# Written as text: console.log would colour a number when FORCE_COLOR is set (as under Playwright).
free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(s.address().port+'\\n');s.close()})"
}

start() {
  if [ -f "$STATE_FILE" ]; then
    echo "A test server is already recorded in $STATE_FILE; run '$0 stop' first." >&2
    exit 1
  fi
  local bin dir port
  bin=$(pg_bin_dir)
  dir=$(mktemp -d /tmp/credit-repair-pg-data.XXXXXX)
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres:postgres "$dir"
  fi
  chmod 700 "$dir"
  port=$(free_port)

  as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --no-sync -E UTF8 \
    >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
  # Socket in the data dir: /var/run/postgresql may not exist or be writable.
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-h 127.0.0.1 -p $port -k $dir -F" start >/dev/null ||
    { cat "$dir/server.log" >&2; exit 1; }

  as_owner "$bin/pg_isready" -h 127.0.0.1 -p "$port" -t 30 >/dev/null

  mkdir -p "$STATE_DIR"
  printf 'DIR=%s\nPORT=%s\nBIN=%s\n' "$dir" "$port" "$bin" >"$STATE_FILE"
  echo "TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
}

stop() {
  if [ ! -f "$STATE_FILE" ]; then
    echo "No test server recorded in $STATE_FILE." >&2
    return 0
  fi
  local DIR BIN
  DIR=$(sed -n 's/^DIR=//p' "$STATE_FILE")
  BIN=$(sed -n 's/^BIN=//p' "$STATE_FILE")
  if [ -d "$DIR/data" ]; then
    as_owner "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null || true
  fi
  case "$DIR" in
    /tmp/credit-repair-pg-data.*) rm -rf "$DIR" ;;
  esac
  rm -f "$STATE_FILE"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *)
    echo "Usage: $0 start|stop" >&2
    exit 2
    ;;
esac
