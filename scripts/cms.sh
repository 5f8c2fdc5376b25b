#!/usr/bin/env bash
# `npm run cms`: installs the CMS, builds its admin panel when missing or stale, and starts Strapi on
# 127.0.0.1:1337 (HOST/PORT to change) with the admin at /admin (SERVE_ADMIN_PANEL=false: API only).
# First run: writes cms/.env with fresh secrets, a build token and the first administrator's login,
# printed once.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/cms-setup.sh
random_password() {
  # Strapi's admin rules: 8+ characters, a lowercase and an uppercase letter, a digit.
  node -e 'const c=require("node:crypto");let p;do{p=c.randomBytes(18).toString("base64url")}while(!/[a-z]/.test(p)||!/[A-Z]/.test(p)||!/\d/.test(p));process.stdout.write(p)'
}
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
# The first administrator (cms/src/first-admin.js): created on a start when the CMS has none yet.
# Also added to a cms/.env written before the admin panel was served.
if ! grep -q '^ADMIN_EMAIL=' cms/.env; then
  admin_email="${ADMIN_EMAIL:-hello@nusakode.id}"
  admin_password="${ADMIN_PASSWORD:-$(random_password)}"
  cat >> cms/.env <<ENV
# The first administrator, created when the CMS has none; change the password in the admin (your initials, bottom of the left menu > Profile).
ADMIN_EMAIL=$admin_email
ADMIN_PASSWORD=$admin_password
ENV
  echo "Wrote the first administrator's login to cms/.env (used when the CMS has no administrator yet):"
  echo "  email:    $admin_email"
  echo "  password: $admin_password"
fi
cms_build_admin --if-served
echo "Starting Strapi: admin panel at http://${HOST:-127.0.0.1}:${PORT:-1337}/admin (unless SERVE_ADMIN_PANEL=false), API at /api"
cd cms
exec npm start
