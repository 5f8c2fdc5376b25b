#!/usr/bin/env bash
# The quick loop for developers: the import check, then the unit and site layers against the build already
# in public/, without installing or building anything (`npm test` does both, and runs every layer). Extra
# arguments go to jest.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-runtime.sh
if [ ! -d node_modules/.bin ]; then
  echo "No packages installed: run \`npm test\` once (it installs and builds), then this." >&2
  exit 1
fi
if [ ! -f public/index.html ] || [ ! -f public/.nginx/csp.conf ]; then
  echo "No build in public/: run \`npm test\` once (or \`source scripts/test-env.sh && npm run build\`), then this." >&2
  exit 1
fi
source scripts/test-env.sh
# Who may import what (.dependency-cruiser.cjs) and the code's formatting (Prettier): seconds.
npm run --silent check:imports
npm run --silent check:format
npm run --silent lint
exec npx jest --selectProjects unit site "$@"
