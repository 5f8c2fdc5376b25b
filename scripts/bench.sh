#!/usr/bin/env bash
# `npm run bench`: installs what is missing (packages, Debian's Chromium and nginx), then scripts/bench.mjs.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
source scripts/debian-packages.sh
[ -n "${CHROME_PATH:-}" ] || [ -x /usr/bin/chromium ] || install_missing chromium
[ -n "${NGINX_PATH:-}" ] || [ -x /usr/sbin/nginx ] || install_missing nginx
exec node scripts/bench.mjs
