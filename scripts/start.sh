#!/usr/bin/env bash
# Sets up, builds and serves the site on the built-in content: http://127.0.0.1:9000 (HOST, PORT to change).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
node scripts/gatsby-build.mjs
exec npx gatsby serve --host "${HOST:-127.0.0.1}" --port "${PORT:-9000}"
