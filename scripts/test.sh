#!/usr/bin/env bash
# Runs every test: installs packages (site and cms/) and Debian's chromium, Java, nginx, webhook, rsync and strace when
# missing, checks who imports what, builds the site (and the CMS's admin panel when missing or stale),
# type-checks, then runs the unit, site, browser, cms and deploy layers. Extra arguments go to jest. Ends
# with a table of what the run cost (scripts/suite-cost.mjs): wall seconds per step and layer, `gatsby
# build`s and Strapi starts.
set -euo pipefail
cd "$(dirname "$0")/.."
cost_dir=$(mktemp -d /tmp/nusakode-suite-cost.XXXXXX)
export SUITE_COST_LOG="$cost_dir/events"
# The site copies of the cms and deploy layers, one pool per run (__tests__/support/site-copy.ts).
export SITE_COPIES_DIR="$cost_dir/site-copies"
export CMS_SEEDED_DIR="$cost_dir/cms-seeded" # a CMS seeded once per run (__tests__/support/seeded-cms.ts)
# The run's image store (scripts/gatsby-build.mjs): the first build resizes the images, the others copy them.
export IMAGE_STORE_DIR="${IMAGE_STORE_DIR:-$cost_dir/image-store}"
results="${JEST_RESULTS:-.cache/jest-results.json}"
# step NAME BUILDS COMMAND...: runs COMMAND and records its wall time for the cost table.
# A step that fails ends the run (set -e); print_cost records it then, so the total holds its time.
running_step=""
step() {
  running_step="$1"$'\t'"$SECONDS"$'\t'"$2"
  shift 2
  "$@"
  record_step
}
record_step() {
  [ -n "$running_step" ] || return 0
  local name started builds
  IFS=$'\t' read -r name started builds <<< "$running_step"
  printf '%s\t%s\t%s\n' "$name" "$((SECONDS - started))" "$builds" >> "$cost_dir/steps"
  running_step=""
}
print_cost() {
  record_step
  node scripts/suite-cost.mjs "$cost_dir/steps" "$cost_dir/events" "$results" || true
  rm -rf "$cost_dir"
}
trap print_cost EXIT
# The project's Node.js first (fetched once when the machine's is another), before the two installs
# below run side by side.
source scripts/node-runtime.sh

# The site's and the CMS's packages side by side: each install waits on the registry and on one core
# (the CMS's compiles better-sqlite3), so together they take little more than the longer one.
install_packages() {
  (source scripts/cms-setup.sh) &
  local cms_install=$!
  source scripts/setup.sh
  wait "$cms_install"
  source scripts/cms-setup.sh # (installed now: defines cms_build_admin)
}
step "install packages (site and CMS)" 0 install_packages
# Who may import what (ARCHITECTURE.md, "Who may import what"; rules in .dependency-cruiser.cjs), the
# code's formatting (Prettier, .prettierrc.json) and lint (ESLint, eslint.config.mjs): static like the
# type-check, but needing no build (tsc needs the types the build generates), so they run first and fail
# in seconds, not after the build.
step "check imports" 0 npm run --silent check:imports
step "check formatting" 0 npm run --silent check:format
step "lint" 0 npm run --silent lint
# The tests check the built-in content; the cms layer starts its own CMS.
unset STRAPI_API_URL STRAPI_TOKEN CMS_REQUIRED SITE_PREVIEW
# Debian packages the tests need: Chromium for the browser tests, Java for the Nu Html Checker
# (vnu-jar), nginx to serve the site as production does (deploy/).
source scripts/debian-packages.sh
missing=()
[ -n "${CHROME_PATH:-}" ] || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v java > /dev/null || missing+=(default-jre-headless)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing+=(nginx)
# openssl makes the test certificate authority for nginx with TLS (the HTTP Observatory test).
command -v openssl > /dev/null || missing+=(openssl)
# The publish pipeline (deploy/, the deploy layer): Debian's webhook receives the CMS's call; the
# runner copies releases with rsync and takes its lock with flock (util-linux, always there).
[ -x "${WEBHOOK_PATH:-/usr/bin/webhook}" ] || missing+=(webhook)
command -v rsync > /dev/null || missing+=(rsync)
# systemd-analyze scores deploy/'s units (no systemd runs as init here).
command -v systemd-analyze > /dev/null || missing+=(systemd)
# strace lists what Pagefind calls, against the publish unit's system-call filter (deploy/units.test.ts).
command -v strace > /dev/null || missing+=(strace)
# PostgreSQL 15 for the cms layer's throwaway clusters (__tests__/support/postgres.ts); the default
# cluster the package may create on install is not used.
[ -x /usr/lib/postgresql/15/bin/postgres ] || missing+=(postgresql)
step "install Debian packages" 0 install_missing "${missing[@]}"
# The site under test talks to a local stub of the email API, never the internet; these values are
# baked into the test build (a real build takes them from your environment, see README).
source scripts/test-env.sh
# The build must print no warnings (content fallbacks, CSS order, bad imports): they fail the run.
build_site() {
  node scripts/gatsby-build.mjs 2>&1 | tee "$cost_dir/build.log"
  if sed 's/\x1b\[[0-9;]*[A-Za-z]//g' "$cost_dir/build.log" | grep -E -A3 '^warn '; then
    echo "The build printed the warnings above; fix them." >&2
    return 1
  fi
}
step "build the site" 1 build_site
# The cms layer logs in to the real admin panel, which Strapi serves from cms/build.
step "build the CMS admin (if stale)" 0 cms_build_admin
step "type-check" 0 npx tsc --noEmit
step "jest" 0 npx jest --ci --json --outputFile="$results" "$@"
