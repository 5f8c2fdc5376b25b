#!/usr/bin/env bash
# Runs every test: installs packages (site and cms/) and Debian's chromium, Java, nginx, webhook and rsync when
# missing, builds the site (and the CMS's admin panel when missing or stale), type-checks, then runs the unit,
# site, browser, cms and deploy layers. Extra arguments go to jest.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
source scripts/cms-setup.sh
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
install_missing "${missing[@]}"
# The site under test talks to a local stub of the email API, never the internet; these values are
# baked into the test build (a real build takes them from your environment, see README).
export EMAIL_STUB_PORT="${EMAIL_STUB_PORT:-18231}"
export GATSBY_EMAILJS_ORIGIN="http://127.0.0.1:${EMAIL_STUB_PORT}"
export GATSBY_EMAILJS_PUBLIC_KEY=test-public-key GATSBY_EMAILJS_SERVICE_ID=test-service
export GATSBY_EMAILJS_TEMPLATE_ID=test-template GATSBY_RECAPTCHA_SITE_KEY=test-site-key
# The build must print no warnings (content fallbacks, CSS order, bad imports): they fail the run.
npx gatsby build 2>&1 | tee /tmp/gatsby-build-$$.log
if sed 's/\x1b\[[0-9;]*[A-Za-z]//g' /tmp/gatsby-build-$$.log | grep -E -A3 '^warn '; then
  echo "The build printed the warnings above; fix them." >&2
  exit 1
fi
# The cms layer logs in to the real admin panel, which Strapi serves from cms/build.
cms_build_admin
npx tsc --noEmit
npx jest --ci --json --outputFile="${JEST_RESULTS:-.cache/jest-results.json}" "$@"
