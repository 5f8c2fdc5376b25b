#!/usr/bin/env bash
# Rolls the live site back to the release before the live one (or to the release named), atomically:
#   sudo -u nusakode /opt/nusakode/site/deploy/rollback.sh [release-id]
# The release rolled back from stays linked as `.previous` of the one now live, so pages already
# open in browsers keep loading their assets. nginx takes that release's CSP and redirects (checked by
# root, request-nginx-reload.sh); when it does not, the live release stays.
# The next publish builds from the CMS again (roll back the content in the CMS first if it was the
# content that was wrong). Environment: DEPLOY_ROOT, NGINX_RELOAD_RESULTS, STATUS_API_URL/TOKEN as publish.sh.
set -euo pipefail
DEPLOY_ROOT=${DEPLOY_ROOT:-/var/www/nusakode}
export DEPLOY_ROOT STATUS_API_URL=${STATUS_API_URL:-${STRAPI_API_URL:-}}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$DEPLOY_ROOT"
# Not while a build may switch `current` itself.
exec 9> .lock
flock -w 600 9 || { echo "a build is running; try again when it is done" >&2; exit 1; }
live=$(basename "$(readlink current)")
target=${1:-$(ls -1 releases | grep -v '\.tmp$' | sort | awk -v live="$live" '$0 < live' | tail -n 1)}
[ -n "$target" ] && [ -d "releases/$target" ] || { echo "no release to roll back to (live: $live; releases: $(ls releases | paste -sd ' '))" >&2; exit 1; }
[ "$target" != "$live" ] || { echo "$target is already live" >&2; exit 1; }
ln -sfn "../$live" "releases/$target/.previous.tmp" && mv -T "releases/$target/.previous.tmp" "releases/$target/.previous"
ln -sfn "releases/$target" current.tmp && mv -T current.tmp current
printf '%s [%s] rolled back from %s to %s\n' "$(date -u +%Y-%m-%dT%H:%M:%S.%3NZ)" "$$" "$live" "$target" >> publish.log
if ! answer=$("$HERE/request-nginx-reload.sh"); then
  ln -sfn "releases/$live" current.tmp && mv -T current.tmp current
  echo "nginx did not take $target, $live stays live: $answer" >&2
  exit 1
fi
flock .status.lock node "$HERE/publish-status.mjs" "lastReason=Rolled back by hand from release $live" "liveRelease=$target"
echo "live: $target (was $live)"
