#!/usr/bin/env bash
# `npm run cms`: installs the CMS, builds its admin panel when missing or stale, and starts Strapi on
# 127.0.0.1:1337 (HOST/PORT to change) with the admin at /admin (SERVE_ADMIN_PANEL=false: API only).
# First run: writes cms/.env (mode 600) with fresh secrets, a build token and the first
# administrator's login (its password asked for on the terminal, or ADMIN_PASSWORD).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/cms-setup.sh
source scripts/cms-env.sh
write_cms_env cms/.env
cms_build_admin --if-served
echo "Starting Strapi: admin panel at http://${HOST:-127.0.0.1}:${PORT:-1337}/admin (unless SERVE_ADMIN_PANEL=false), API at /api"
cd cms
exec npm start
