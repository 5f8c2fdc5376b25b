#!/usr/bin/env bash
# The runner's side of an nginx reload (publish.sh, rollback.sh; deploy/README.md): writes a request id
# into DEPLOY_ROOT/.nginx-reload, which nusakode-nginx-reload.path watches; root's
# nginx-install-config.mjs checks `current`'s nginx files, installs them, runs `nginx -t` and reloads,
# and answers in NGINX_RELOAD_RESULTS/<target>.result. Prints the answer's reason.
# Exit 0: nginx reloaded; 1: refused, or nginx -t failed (nginx's message); 2: no answer in time.
#   NGINX_RELOAD_RESULTS  /run/nusakode-nginx-reload     NGINX_RELOAD_TIMEOUT  60 (s; 0: do not wait)
set -uo pipefail
DEPLOY_ROOT=${DEPLOY_ROOT:-/var/www/nusakode}
result=${NGINX_RELOAD_RESULTS:-/run/nusakode-nginx-reload}/${PUBLISH_TARGET:-live}.result
timeout=${NGINX_RELOAD_TIMEOUT:-60}
id=$(date -u +%Y%m%dT%H%M%S.%N)-$$
printf '%s\n' "$id" > "$DEPLOY_ROOT/.nginx-reload"
for ((tick = 1; tick <= timeout * 4; tick++)); do
  sleep 0.25
  if { IFS= read -r answered && IFS= read -r outcome && IFS= read -r reason; } < "$result" 2> /dev/null && [ "$answered" = "$id" ]; then
    echo "$reason"
    [ "$outcome" = ok ]
    exit
  fi
  # A request written while root's script ran may raise no new event: ask again every 10 s.
  ((tick % 40)) || printf '%s\n' "$id" > "$DEPLOY_ROOT/.nginx-reload"
done
echo "no answer from nusakode-nginx-reload within $timeout s (is nusakode-nginx-reload.path enabled?)"
exit 2
