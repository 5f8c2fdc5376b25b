#!/usr/bin/env bash
# `npm run bench`: installs what is missing (packages, Debian's Chromium, nginx, webhook, rsync), then
# scripts/bench.mjs (builds, Lighthouse), scripts/bench-first-sight.mjs (first paint to interactive on a
# slow phone) and scripts/bench-scale.mjs (the site with 1,000 projects and articles: builds, memory,
# first-load bytes, one edit's publish). `npm run bench -- scale [checkout]` runs the scale bench alone.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
source scripts/debian-packages.sh
[ -n "${CHROME_PATH:-}" ] || [ -x /usr/bin/chromium ] || install_missing chromium
[ -n "${NGINX_PATH:-}" ] || [ -x /usr/sbin/nginx ] || install_missing nginx
command -v openssl >/dev/null || install_missing openssl # a throwaway certificate for HTTP/2
[ -x /usr/bin/webhook ] || install_missing webhook # the publish receiver (scale bench)
command -v rsync >/dev/null || install_missing rsync # publish.sh copies each release with it
if [ "${1:-}" = scale ]; then
  shift
  exec node scripts/bench-scale.mjs "$@"
fi
node scripts/bench.mjs
BENCH_FIRST_SIGHT_OUT=bench/first-sight.md node scripts/bench-first-sight.mjs
node scripts/bench-scale.mjs
