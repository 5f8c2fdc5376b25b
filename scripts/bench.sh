#!/usr/bin/env bash
# `npm run bench`: installs what is missing (packages, Debian's Chromium and nginx), then scripts/bench.mjs
# (builds, Lighthouse) and scripts/bench-first-sight.mjs (first paint to interactive on a slow phone).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
source scripts/debian-packages.sh
[ -n "${CHROME_PATH:-}" ] || [ -x /usr/bin/chromium ] || install_missing chromium
[ -n "${NGINX_PATH:-}" ] || [ -x /usr/sbin/nginx ] || install_missing nginx
command -v openssl >/dev/null || install_missing openssl # a throwaway certificate for HTTP/2
node scripts/bench.mjs
BENCH_FIRST_SIGHT_OUT=bench/first-sight.md node scripts/bench-first-sight.mjs
