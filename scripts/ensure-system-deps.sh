#!/usr/bin/env bash
# Installs the Debian packages the tests need (a browser, a PostgreSQL server, pdftotext, strace,
# nginx) when they are missing. As root it installs them; otherwise it says exactly what to install.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
# The durable-commit test counts the embedded database's fsync calls with it.
command -v strace >/dev/null 2>&1 || missing+=(strace)
# The scale-out end-to-end test puts it in front of two API processes.
[ -x /usr/sbin/nginx ] || missing+=(nginx)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
