#!/usr/bin/env bash
# `npm run cms`: installs and starts the Strapi CMS on 127.0.0.1:1337 (HOST/PORT to change).
# First run: writes cms/.env with fresh secrets and a build token, printed once for STRAPI_TOKEN.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/cms-setup.sh
if [ ! -f cms/.env ]; then
  secret() { node -e 'process.stdout.write(require("node:crypto").randomBytes(24).toString("base64url"))'; }
  token=$(node -e 'process.stdout.write(require("node:crypto").randomBytes(32).toString("hex"))')
  cat > cms/.env <<ENV
APP_KEYS=$(secret),$(secret)
ADMIN_JWT_SECRET=$(secret)
API_TOKEN_SALT=$(secret)
TRANSFER_TOKEN_SALT=$(secret)
ENCRYPTION_KEY=$(secret)
# The site's build token: give the same value to the site's build as STRAPI_TOKEN.
BUILD_API_TOKEN=$token
# Publish to build (see cms/README.md): BUILD_HOOK_URL=  BUILD_HOOK_SECRET=  BUILD_HOOK_HEADER=
ENV
  echo "Wrote cms/.env. Build the site from this CMS with:"
  echo "  STRAPI_API_URL=http://127.0.0.1:${PORT:-1337} STRAPI_TOKEN=$token npm run build"
fi
cd cms
exec npm start
