#!/usr/bin/env bash
# `npm run cms:reset-password [-- --email someone@example.com]`: sets a new password for an administrator
# of the CMS in cms/ (its cms/.env and database), asked for on the terminal: Strapi's own
# admin:reset-user-password. For a lost password, or the first administrator's generated one.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/cms-setup.sh
cd cms
exec npx strapi admin:reset-user-password "$@"
