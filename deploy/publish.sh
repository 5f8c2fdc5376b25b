#!/usr/bin/env bash
# The build runner: one build at a time, bursts merged, nothing half-deployed (deploy/README.md).
# Started by the receiver (webhook with deploy/hooks.json) for every publish; also by hand.
#
#   1. Marks a publish as pending, then takes the lock without waiting. When another run holds it,
#      this one exits at once: that run builds again after its current build (it sees the flag).
#   2. While a publish is pending: removes the flag BEFORE the build reads the CMS (a publish during
#      the build sets it again: exactly one more build), builds in SITE_DIR with CMS_REQUIRED=true
#      (.cache and public stay there between builds, so Gatsby rebuilds only what changed), copies
#      public/ into releases/<id> (hard links to the live release for files whose content did not
#      change), checks it, links it to the live release (`.previous`, for the hashed assets of
#      pages still open) and switches `current` with one rename, reloads nginx when the CSP or the redirects changed, keeps the last KEEP_RELEASES.
#   3. A failed build or check changes nothing visitors see; the status says why; the next publish
#      tries again.
#
# Environment (the receiver passes its own to this script):
#   DEPLOY_ROOT     releases/, current, status.json, publish.log, last-build.log (/var/www/nusakode)
#   SITE_DIR        the site's working folder, with node_modules (/opt/nusakode/site)
#   BUILD_COMMAND   run in SITE_DIR (node scripts/gatsby-build.mjs: `gatsby build` through the image store)
#   IMAGE_STORE_DIR the resized images kept across builds, `gatsby clean` and code updates, shared by
#                   the live and the preview builds (the build user's ~/.cache/nusakode/image-store)
#   STRAPI_API_URL, STRAPI_TOKEN   the CMS the build reads (CMS_REQUIRED=true is always set)
#   STATUS_API_URL (default STRAPI_API_URL), STATUS_API_TOKEN   the editors' "Publish status" entry
#   NGINX_RELOAD_RESULTS, NGINX_RELOAD_TIMEOUT   where root answers a reload request, and how long to
#                   wait (request-nginx-reload.sh; nusakode-nginx-reload.path: the runner needs no sudo)
#   KEEP_RELEASES   5
#   HOOK_MAX_AGE    seconds a call of the CMS may be old (300): PUBLISH_SIGNED_AT, the signed body's createdAt
#   BUILD_TIMEOUT   seconds a build may take (900): then its whole process group is stopped (TERM, KILL
#                   30 s later), the lock is freed and the status says "timed out after N s"
#   BUILD_HEAP_MB   V8's heap ceiling of each of the build's Node processes (2048, NODE_OPTIONS)
#   PREVIEW_NICE    the preview's build runs at this lower CPU priority (10) and idle-ish I/O priority,
#                   so a live build started beside it gets the cores
#   LOG_MAX_BYTES, LOG_KEEP   publish.log is rotated past 1 MB (1048576), keeping 5 old ones (.1 ... .5)
#   PUBLISH_TARGET  "live", or "preview" (set by preview.sh): builds the drafts (SITE_PREVIEW=true) with
#                   PREVIEW_ADMIN_ORIGIN, writes PREVIEW_SECRET for nginx into the release
#                   (.nginx/preview-secret.conf), and shows a failed build's reason on the preview itself
#                   (DEPLOY_ROOT/build-failed.html) until a build succeeds again
set -uo pipefail

DEPLOY_ROOT=${DEPLOY_ROOT:-/var/www/nusakode}
SITE_DIR=${SITE_DIR:-/opt/nusakode/site}
BUILD_COMMAND=${BUILD_COMMAND:-node scripts/gatsby-build.mjs}
KEEP_RELEASES=${KEEP_RELEASES:-5}
PUBLISH_TARGET=${PUBLISH_TARGET:-live}
BUILD_TIMEOUT=${BUILD_TIMEOUT:-900}
BUILD_HEAP_MB=${BUILD_HEAP_MB:-2048}
PREVIEW_NICE=${PREVIEW_NICE:-10}
LOG_MAX_BYTES=${LOG_MAX_BYTES:-1048576}
LOG_KEEP=${LOG_KEEP:-5}
if [ "$PUBLISH_TARGET" = preview ]; then SITE_NAME="the preview"; else SITE_NAME="the live site"; fi
export DEPLOY_ROOT STATUS_API_URL=${STATUS_API_URL:-${STRAPI_API_URL:-}}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

RELEASES=$DEPLOY_ROOT/releases
# Gatsby's public/static/, shared by the releases (build_and_deploy); each release's `static` links here.
STATIC_STORE=$DEPLOY_ROOT/static
PENDING=$DEPLOY_ROOT/.pending
LOG=$DEPLOY_ROOT/publish.log
BUILD_LOG=$DEPLOY_ROOT/last-build.log
# Why the build stopped, whole and every problem, as the build writes it for editors (BUILD_PROBLEMS_FILE).
BUILD_PROBLEMS=$DEPLOY_ROOT/last-build-problems.txt
mkdir -p "$RELEASES"

log() { printf '%s [%s] %s\n' "$(date -u +%Y-%m-%dT%H:%M:%S.%3NZ)" "$$" "$*" >> "$LOG"; }
# publish.log by size, here rather than logrotate: it lives in DEPLOY_ROOT (one per target, wherever
# publish.env puts it), is written only by this script, and a burst of failures cannot fill the disk
# between two daily logrotate runs. Called with the lock held (one rotator); a concurrent `log` appends
# to the old or the new file, both are kept.
rotate_log() {
  local size n
  size=$(stat -c %s "$LOG" 2> /dev/null) || return 0
  [ "$size" -gt "$LOG_MAX_BYTES" ] || return 0
  for ((n = LOG_KEEP - 1; n >= 1; n--)); do
    [ ! -e "$LOG.$n" ] || mv -f "$LOG.$n" "$LOG.$((n + 1))"
  done
  if [ "$LOG_KEEP" -ge 1 ]; then mv -f "$LOG" "$LOG.1"; else rm -f "$LOG"; fi
  log "publish.log rotated (it had $size bytes; LOG_MAX_BYTES=$LOG_MAX_BYTES, LOG_KEEP=$LOG_KEEP)"
}
# status.json and the CMS entry, one writer at a time.
status() { flock "$DEPLOY_ROOT/.status.lock" node "$HERE/publish-status.mjs" "$@" 2>> "$LOG"; }

# A call from the CMS carries its time inside the signed body (deploy/hooks.json checks the signature):
# one older than HOOK_MAX_AGE seconds, or from the future, is a call replayed. Logged, nothing built.
if [ -n "${PUBLISH_SIGNED_AT:-}" ]; then
  signed_at=$(date -u -d "$PUBLISH_SIGNED_AT" +%s 2> /dev/null || echo 0)
  age=$(($(date -u +%s) - signed_at))
  if [ "$age" -gt "${HOOK_MAX_AGE:-300}" ] || [ "$age" -lt -60 ]; then
    log "refused a ${PUBLISH_TARGET} call signed at $PUBLISH_SIGNED_AT, $age s ago (HOOK_MAX_AGE=${HOOK_MAX_AGE:-300}): a call replayed? Nothing built."
    echo "publish.sh: refused a call signed at $PUBLISH_SIGNED_AT, $age s ago" >&2
    exit 0
  fi
fi

touch "$PENDING"
log "${PUBLISH_TARGET} publish received: ${PUBLISH_EVENT:-by hand} ${PUBLISH_MODEL:-}"
# lastRequestAt and builtContentAsOf (below): the preview's banner says a newer draft is being built,
# and reloads its page once it is (src/gatsby/after-build/preview-banner.ts)
status lastRequestAt=now
exec 9> "$DEPLOY_ROOT/.lock"

# Why the build stopped: what the build wrote for editors (every entry and field it refused, each whole,
# with where the admin shows it), else its output's line naming the entry and field (or CMS_REQUIRED's
# reason), else the build's first error with the two lines after it.
failure_reason() {
  if [ -s "$BUILD_PROBLEMS" ]; then
    head -c 8000 "$BUILD_PROBLEMS"
    return
  fi
  local clean
  clean=$(sed 's/\x1b\[[0-9;]*[A-Za-z]//g' "$BUILD_LOG")
  { grep -E -m1 'CMS_REQUIRED=|CMS [^:]*: field ' <<< "$clean" ||
    { grep -q -m1 'heap out of memory' <<< "$clean" && echo "the build ran out of memory (BUILD_HEAP_MB=$BUILD_HEAP_MB)"; } || grep -E -m1 -A2 '^ *(error|ERROR)' <<< "$clean" | paste -sd ' '; } |
    sed 's/^[ -]*//' | cut -c1-400
}

# Preview target: what stands in for the preview while its drafts do not build (deploy/preview-access.conf
# serves it to editors instead of every page), written in one rename; removed by the next good build.
show_failure() {
  [ "$PUBLISH_TARGET" = preview ] || return 0
  local reason
  reason=$(printf '%s' "$1" | sed 's/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g; s/"/\&quot;/g')
  cat > "$DEPLOY_ROOT/build-failed.html.tmp" << HTML
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Preview not built: nusakode.id</title>
<style>body{max-width:44rem;margin:3rem auto;padding:0 1rem;font:1.0625rem/1.55 system-ui,sans-serif;color:#1c1c1c}
h1{font-size:1.5rem}p.reason{padding:1rem;background:#fdecea;border-left:4px solid #b3261e;white-space:pre-wrap}</style></head>
<body><main><h1>The preview could not be built from the drafts saved by $(date -u -d "$CONTENT_AS_OF" '+%-d %B %Y, %H:%M:%S UTC')</h1>
<p class="reason">$reason</p>
<p>Nothing older is shown, so that you never take an old preview for your change. Correct the draft in the CMS and save it:
the preview builds again and this page is replaced by it. The live site is not affected.</p></main></body></html>
HTML
  mv -f "$DEPLOY_ROOT/build-failed.html.tmp" "$DEPLOY_ROOT/build-failed.html"
}

# Preview target: nginx's copy of the editors' secret, in the release (nginx never serves .nginx/).
write_preview_secret() {
  if ! [[ ${PREVIEW_SECRET:-} =~ ^[A-Za-z0-9]{32,}$ ]]; then
    echo "PREVIEW_SECRET must be at least 32 letters and digits"
    return
  fi
  # The editors' cookie holds a value derived from the secret, not the secret: a cookie read off a
  # browser cannot be turned back into the link (sha256 is one-way), and it can be replaced without
  # changing the CMS's secret. Mode 600 from the moment it exists (nginx's master process reads it as
  # root). Two lines of exactly this shape: the root-side check of this file accepts nothing else.
  local cookie
  cookie=$(printf '%s:cookie' "$PREVIEW_SECRET" | sha256sum | cut -c1-64)
  (umask 077 && printf '# Written by deploy/publish.sh from PREVIEW_SECRET: checked by deploy/preview-access.conf.\nset $preview_secret "%s";\nset $preview_cookie_value "%s";\n' "$PREVIEW_SECRET" "$cookie" > "$1/.nginx/preview-secret.conf")
}

# Every route of the build has its HTML (routes read from Gatsby's page-data), and the CSP and the
# redirects for nginx were written. Prints what is wrong; no output means the release is whole.
check_release() {
  local dir=$1 missing=0 route file
  [ -s "$dir/index.html" ] || echo "no index.html"
  [ -s "$dir/404.html" ] || echo "no 404.html"
  grep -q '^set \$content_security_policy ' "$dir/.nginx/csp.conf" 2> /dev/null || echo "no CSP (.nginx/csp.conf)"
  [ -f "$dir/.nginx/redirects.conf" ] || echo "no .nginx/redirects.conf"
  while IFS= read -r route; do
    case $route in
      index) file=index.html ;;
      404.html | */404.html | dev-404-page) continue ;;
      *) file=$route/index.html ;;
    esac
    if [ ! -s "$dir/$file" ]; then
      [ $missing -lt 5 ] && echo "no HTML for /$route"
      missing=$((missing + 1))
    fi
  done < <(cd "$dir/page-data" 2> /dev/null && find . -name page-data.json -printf '%h\n' | sed 's|^\./||' | sort)
  [ -d "$dir/page-data" ] || echo "no page-data"
}

routes_of() { (cd "$1" && find . -name index.html -printf '%h\n' | sort); }
# copy_release DIR LIVE: public/ into DIR, linking what did not change to the LIVE release (build_and_deploy).
# Files no build wrote since the live release stay hard links to its files: compared by size and
# modification time, to the nanosecond (--modify-window=-1), times kept (-t). Gatsby and the after-build
# pass write only what changed, so checksums (reading 1 GB at 1,000 projects + 1,000 articles) would find
# nothing more (timings: deploy/README.md). Gatsby's static/ (assets named by their content) goes to one
# store every release links to, which gains only what it lacks: most of a release's files are there.
copy_release() {
  local dir=$1 live=$2
  mkdir -p "$STATIC_STORE" || return
  if [ -d "$SITE_DIR/public/static" ]; then
    rsync -rlpD --ignore-existing "$SITE_DIR/public/static/" "$STATIC_STORE/" || return
  fi
  if [ -n "$live" ]; then
    # the live release's files as hard links in new folders; rsync then writes what changed to a new
    # file renamed into place (never into a linked file), so nothing of the live release changes
    cp -al "$DEPLOY_ROOT/$live" "$dir" || return
    # (-r: in a release made before the image store, static/ is a folder of its own)
    rm -rf "$dir/static" "$dir/.previous" "$dir/.static-files" || return
  fi
  rsync -rlptD --modify-window=-1 --delete --exclude=/static/ "$SITE_DIR/public/" "$dir/" || return
  # what the release needs from the store (prune_static_store keeps it), then its link there
  { [ ! -d "$SITE_DIR/public/static" ] || (cd "$SITE_DIR/public/static" && find . -type f -printf '%P\n'); } | sort > "$dir/.static-files" || return
  ln -s ../../static "$dir/static"
}

build_and_deploy() {
  local id live release problems reason
  id=$(date -u +%Y%m%dT%H%M%SZ)-$$
  release=$RELEASES/$id
  status state=building builds=+1
  log "build $id started"
  local started=$SECONDS
  local target_env=()
  [ "$PUBLISH_TARGET" != preview ] || target_env=(SITE_PREVIEW=true "PREVIEW_CONTENT_AS_OF=$CONTENT_AS_OF")
  # The build runs under `timeout`, which makes itself the leader of a new process group and, past
  # BUILD_TIMEOUT, signals the whole group (Gatsby's workers too): a build hung on the CMS (the source
  # plugin's HTTP client has no timeout of its own) cannot keep the lock. `9>&-`: no process of the
  # build inherits the lock, so even one that outlives it cannot keep later builds waiting.
  # The preview's build yields the CPU and the disk to a live build running beside it.
  # GRAPHQL_TYPEGEN=false: the TypeScript types are for developers (gatsby-config.ts), not a server.
  local priority=() code
  [ "$PUBLISH_TARGET" != preview ] || priority=(nice -n "$PREVIEW_NICE" ionice -t -c 2 -n 7)
  rm -f "$BUILD_PROBLEMS"
  # Gatsby keeps the source plugin's options, the CMS token among them, in files of .cache (mode 644):
  # the folder is the build user's only.
  mkdir -p "$SITE_DIR/.cache" && chmod 700 "$SITE_DIR/.cache"
  (cd "$SITE_DIR" && exec "${priority[@]}" timeout --kill-after=30 "$BUILD_TIMEOUT" \
    env CMS_REQUIRED=true GRAPHQL_TYPEGEN=false BUILD_PROBLEMS_FILE="$BUILD_PROBLEMS" NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--max-old-space-size=$BUILD_HEAP_MB" "${target_env[@]}" $BUILD_COMMAND) \
    > "$BUILD_LOG" 2>&1 9>&- &
  local build_pid=$!
  wait "$build_pid"
  code=$?
  if [ "$code" -ne 0 ]; then
    if { [ "$code" -eq 124 ] || [ "$code" -eq 137 ]; } && [ $((SECONDS - started)) -ge "$BUILD_TIMEOUT" ]; then
      # Whatever of the group ignored TERM and outlived the KILL to its main process.
      kill -KILL -- -"$build_pid" 2> /dev/null
      reason="timed out after $((SECONDS - started)) s (BUILD_TIMEOUT=$BUILD_TIMEOUT): stopped, see $BUILD_LOG"
    else
      reason=$(failure_reason)
      [ -n "$reason" ] || [ "$code" -ne 137 ] || reason="the build was killed (exit 137: out of memory?)"
    fi
    reason=${reason:-the build stopped (see $BUILD_LOG)}
    log "build $id failed after $((SECONDS - started)) s: $reason"
    # The page first: whoever reads "failed" in the status must find the page that says why.
    show_failure "$reason"
    status lastResult=failed "lastReason=Build failed, $SITE_NAME did not change: $reason" lastBuildAt=now
    return 1
  fi
  live=$(readlink "$DEPLOY_ROOT/current" || true)
  # rsync's complaint is kept in a variable: on a full disk the log cannot take it, and editors must
  # read why in the status.
  local copy_error
  if ! copy_error=$(copy_release "$release.tmp" "$live" 2>&1 > /dev/null); then
    rm -rf "$release.tmp"
    reason=$(grep -q 'No space left on device' <<< "$copy_error" && echo "the server's disk is full (No space left on device)" || tail -n1 <<< "$copy_error" | cut -c1-300)
    log "build $id: copying public/ failed: $copy_error"
    status lastResult=failed "lastReason=Copying the build failed, $SITE_NAME did not change: ${reason:-rsync failed}" lastBuildAt=now
    return 1
  fi
  problems=$(check_release "$release.tmp")
  [ "$PUBLISH_TARGET" != preview ] || problems+=$(write_preview_secret "$release.tmp")
  if [ -n "$problems" ]; then
    rm -rf "$release.tmp"
    reason=$(echo "$problems" | paste -sd ';' | sed 's/;/; /g')
    log "build $id: release incomplete: $reason"
    status lastResult=failed "lastReason=The build was incomplete, $SITE_NAME did not change: $reason" lastBuildAt=now
    show_failure "$reason"
    return 1
  fi
  if [ -n "$live" ]; then
    local gone
    gone=$(comm -23 <(routes_of "$DEPLOY_ROOT/$live") <(routes_of "$release.tmp") | paste -sd ' ')
    [ -z "$gone" ] || log "build $id: routes no longer built: $gone"
  fi
  # A page of the live release still open in a browser fetches its hashed assets through .previous
  # (deploy/site.conf).
  [ -z "$live" ] || ln -s "../$(basename "$live")" "$release.tmp/.previous"
  mv -T "$release.tmp" "$release"
  ln -sfn "releases/$id" "$DEPLOY_ROOT/current.tmp" && mv -T "$DEPLOY_ROOT/current.tmp" "$DEPLOY_ROOT/current"
  # Root installs the release's nginx files (checked) and reloads nginx when one changed; the release
  # is live only once nginx took them: else `current` goes back and editors read nginx's reason.
  local reload=false file answer nginx_files=(csp.conf redirects.conf)
  [ "$PUBLISH_TARGET" != preview ] || nginx_files+=(preview-secret.conf)
  [ -n "$live" ] || reload=true
  for file in "${nginx_files[@]}"; do
    cmp -s "$DEPLOY_ROOT/$live/.nginx/$file" "$release/.nginx/$file" || reload=true
  done
  if $reload; then
    answer=$("$HERE/request-nginx-reload.sh")
    case $? in
      0) log "nginx reloaded (CSP, redirects or preview secret changed)" ;;
      *)
        if [ -n "$live" ]; then
          ln -sfn "$live" "$DEPLOY_ROOT/current.tmp" && mv -T "$DEPLOY_ROOT/current.tmp" "$DEPLOY_ROOT/current"
        else
          rm -f "$DEPLOY_ROOT/current"
        fi
        rm -rf "$release"
        # No answer at all: when root's side runs later, it installs the files of what is live again.
        [ -z "$live" ] || [[ $answer != "no answer"* ]] || NGINX_RELOAD_TIMEOUT=0 "$HERE/request-nginx-reload.sh" > /dev/null
        log "build $id: nginx did not take it, ${live:-nothing} is live again: $answer"
        status lastResult=failed "lastReason=nginx did not take release $id, $SITE_NAME did not change: $answer" lastBuildAt=now
        show_failure "nginx did not take this build: $answer"
        return 1
        ;;
    esac
  fi
  rm -f "$DEPLOY_ROOT/build-failed.html"
  log "build $id live after $((SECONDS - started)) s"
  prune
  # What the build could not use and left out (public/.nginx/left-out.txt: each entry, field and why,
  # and what the site shows instead), so "Live" is never said alone when something is not; and what
  # the Indonesian pages show in English (untranslated.txt), for editors.
  local live_reason="Live: release $id" left_out
  left_out=$(head -c 8000 "$release/.nginx/left-out.txt" 2> /dev/null)
  if [ -n "$left_out" ]; then
    live_reason="Live: release $id, without what the build could not use (correct it in the CMS and publish again):"$'\n'"$left_out"
    log "build $id left out: $(paste -sd ' ' <<< "$left_out" | cut -c1-2000)"
  fi
  status lastResult=success "lastReason=$live_reason" lastBuildAt=now lastSuccessAt=now "liveRelease=$id" \
    "untranslated=$(cat "$release/.nginx/untranslated.txt" 2> /dev/null)" "leftOut=$(cat "$release/.nginx/left-out.json" 2> /dev/null)"
}

# Keeps the newest KEEP_RELEASES releases, never the live one or the one before it.
prune() {
  local keep_live keep_prev old
  keep_live=$(basename "$(readlink "$DEPLOY_ROOT/current")")
  keep_prev=$(basename "$(readlink "$DEPLOY_ROOT/current/.previous" 2> /dev/null || echo none)")
  ls -1 "$RELEASES" | grep -v '\.tmp$' | sort | head -n -"$KEEP_RELEASES" | while IFS= read -r old; do
    [ "$old" = "$keep_live" ] || [ "$old" = "$keep_prev" ] || { rm -rf "${RELEASES:?}/$old" && log "release $old removed"; }
  done
  rm -rf "$RELEASES"/*.tmp 2> /dev/null
  prune_static_store
}

# The store keeps the files a kept release names in its .static-files, and nothing else; when a list
# cannot be read, nothing is removed.
prune_static_store() {
  local lists needed unused
  lists=("$RELEASES"/*/.static-files)
  [ -e "${lists[0]}" ] && [ -d "$STATIC_STORE" ] || return 0
  needed=$(sort -u "${lists[@]}") || { log "static store not pruned: a release's .static-files could not be read"; return 0; }
  unused=$(comm -23 <(cd "$STATIC_STORE" && find . -type f -printf '%P\n' | sort) <(printf '%s\n' "$needed"))
  [ -n "$unused" ] || return 0
  (cd "$STATIC_STORE" && tr '\n' '\0' <<< "$unused" | xargs -0 rm -f --)
  find "$STATIC_STORE" -mindepth 1 -type d -empty -delete
  log "static store: $(wc -l <<< "$unused") files no kept release uses, removed"
}

while true; do
  if ! flock -n 9; then
    log "a build is running: it builds again when done"
    status state=pending
    exit 0
  fi
  rotate_log
  while [ -e "$PENDING" ]; do
    rm -f "$PENDING" # before the build reads the CMS: a publish from now on builds again
    CONTENT_AS_OF=$(date -u +%Y-%m-%dT%H:%M:%S.%3NZ) # every save before this is in the build
    build_and_deploy
    status "builtContentAsOf=$CONTENT_AS_OF"
  done
  status state=idle
  flock -u 9
  # A publish that found the lock taken just before it was released: build it (or its holder will).
  [ -e "$PENDING" ] || exit 0
done
