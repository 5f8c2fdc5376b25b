#!/usr/bin/env bash
# Runs every test: installs packages and Debian's Chromium when missing, builds the site,
# type-checks, then runs the unit, site and browser layers. Extra arguments go to jest.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Chromium from Debian's packages..."
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq chromium; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium; fi
fi
# The build must print no warnings (content fallbacks, CSS order, bad imports): they fail the run.
npx gatsby build 2>&1 | tee /tmp/gatsby-build-$$.log
if sed 's/\x1b\[[0-9;]*[A-Za-z]//g' /tmp/gatsby-build-$$.log | grep -E -A3 '^warn '; then
  echo "The build printed the warnings above; fix them." >&2
  exit 1
fi
npx tsc --noEmit
npx jest --ci --json --outputFile="${JEST_RESULTS:-.cache/jest-results.json}" "$@"
