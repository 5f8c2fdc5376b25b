#!/usr/bin/env bash
# The preview target of the same runner (deploy/README.md, "Preview of drafts"): called by the
# receiver's hook `preview` on every save in the CMS. Same merging of bursts, same atomic switch, its
# own folders: builds the CMS's drafts in PREVIEW_SITE_DIR into PREVIEW_ROOT/releases, served to
# editors only by deploy/preview.nginx.conf.
#   PREVIEW_ROOT          /var/www/nusakode-preview
#   PREVIEW_SITE_DIR      its own working folder, a second checkout with node_modules (/opt/nusakode/preview)
#   PREVIEW_SECRET        the CMS's PREVIEW_SECRET (at least 32 letters and digits), checked by nginx
#   PREVIEW_ADMIN_ORIGIN  the CMS admin's origin, the only page that may frame the preview
#   PREVIEW_STRAPI_TOKEN  the CMS's PREVIEW_API_TOKEN: reads drafts (the live build's STRAPI_TOKEN may not)
set -euo pipefail
if [ -z "${PREVIEW_STRAPI_TOKEN:-}" ]; then
  echo "preview.sh: PREVIEW_STRAPI_TOKEN is unset: the preview reads drafts with a token of its own, the CMS's PREVIEW_API_TOKEN (the live build's token reads published entries only)" >&2
  exit 1
fi
export STRAPI_TOKEN=$PREVIEW_STRAPI_TOKEN
export PUBLISH_TARGET=preview
export DEPLOY_ROOT=${PREVIEW_ROOT:-/var/www/nusakode-preview}
export SITE_DIR=${PREVIEW_SITE_DIR:-/opt/nusakode/preview}
# Editors read the preview's state on the preview itself; the CMS's Publish status is the live site's.
unset STATUS_API_TOKEN
exec "$(dirname "${BASH_SOURCE[0]}")/publish.sh"
