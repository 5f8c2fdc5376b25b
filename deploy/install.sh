#!/bin/bash
# Installs and updates root's side of the deployment: the systemd units, nginx's files and the reload
# helper, from the repository this script sits in. That must be root's own copy of a chosen commit
# (deploy/README.md: /usr/local/src/nusakode): the build users' checkouts under /opt run `npm ci`, so
# any package could rewrite a file there, and root never reads, copies or runs a file they can change.
# The script checks this itself and refuses a source that anyone but root can write.
#
#   deploy/install.sh site|preview|cms ...    (as root; the parts this machine has)
#
# Prints every file as new, changed (with the diff) or unchanged; runs `systemctl daemon-reload` when a
# unit changed and `nginx -t` and a reload when an nginx file changed, putting nginx's previous files
# back if `nginx -t` refuses the new ones. INSTALL_ROOT=<folder> installs under that folder instead of
# / and reloads nothing (the suite's probe, __tests__/deploy/install.test.ts).
set -euo pipefail

deploy=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
target=${INSTALL_ROOT:-}
units_dir=$target/etc/systemd/system
nginx_dir=$target/etc/nginx/nusakode
sites_dir=$target/etc/nginx/sites-enabled

fail() { echo "install.sh: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || fail "run this as root (it installs root-owned files)"
[ $# -gt 0 ] || fail "name what to install: site, preview and/or cms"
for part in "$@"; do
  case $part in site | preview | cms) ;; *) fail "unknown part \"$part\" (site, preview or cms)" ;; esac
done

# Root may read a path when it and every folder above it belong to root and nobody else may write
# them. A root-owned folder with the sticky bit (/tmp) is fine: others cannot rename root's entries.
root_only() {
  local path owner mode
  path=$(realpath -e -- "$1") || fail "$1 is missing"
  while :; do
    read -r owner mode < <(stat -c '%u %a' -- "$path")
    [ "$owner" = 0 ] || fail "$path belongs to $(stat -c %U -- "$path"), not root: install from root's own copy of the repository (deploy/README.md, Install), never from a build user's checkout"
    if (((8#$mode & 8#022) != 0 && (8#$mode & 8#1000) == 0)); then
      fail "$path may be written by others than root (mode $mode): install from root's own copy of the repository (deploy/README.md, Install)"
    fi
    [ "$path" = / ] && break
    path=$(dirname -- "$path")
  done
}

root_only "$deploy/install.sh"
staging=$(mktemp -d)
trap 'rm -rf -- "$staging"' EXIT

# Every file is checked and staged before anything is installed, so a refusal installs nothing.
declare -a sources=() destinations=() notes=()
stage() { # stage <file in deploy/> <destination> [filter command]
  local source=$deploy/$1 staged
  [[ " ${destinations[*]} " != *" $2 "* ]] || return 0 # named by two parts
  root_only "$source"
  staged=$staging/${#sources[@]}
  if [ $# -gt 2 ]; then "${@:3}" <"$source" >"$staged"; else cat <"$source" >"$staged"; fi
  sources+=("$staged")
  destinations+=("$2")
}
port_80_block() { sed -n '1,/^}/p'; }

for part in "$@"; do
  case $part in site | cms)
    # Unknown hosts and the bare address get nothing (replaces Debian's default site, below).
    stage default-server.conf "$sites_dir/nusakode-default.conf"
  esac
  case $part in
    site)
      for unit in nusakode-publish.service nusakode-publish-receiver.service nusakode-nginx-reload.service nusakode-nginx-reload.path; do
        stage "$unit" "$units_dir/$unit"
      done
      stage nginx-install-config.mjs "$target/usr/local/lib/nusakode/nginx-install-config.mjs"
      stage site.conf "$nginx_dir/site.conf"
      stage security-headers.conf "$nginx_dir/security-headers.conf"
      # nginx.conf includes the CSP root installs from the first release (nusakode-nginx-reload).
      if [ -e "$nginx_dir/generated/live/csp.conf" ]; then
        stage nginx.conf "$sites_dir/nusakode.conf"
      else
        notes+=("the site's nginx server waits for the first release: systemctl start nusakode-publish, then run this again")
      fi
      ;;
    preview)
      stage preview-access.conf "$nginx_dir/preview-access.conf"
      if [ -e "$nginx_dir/generated/preview/csp.conf" ]; then
        stage preview.nginx.conf "$sites_dir/nusakode-preview.conf"
      else
        notes+=("the preview's nginx server waits for the first preview (deploy/README.md, Preview of drafts), then run this again")
      fi
      ;;
    cms)
      for unit in nusakode-cms.service nusakode-cms-backup.service nusakode-cms-backup-failed.service nusakode-cms-backup.timer; do
        stage "$unit" "$units_dir/$unit"
      done
      stage cms-security-headers.conf "$nginx_dir/cms-security-headers.conf"
      # Until certbot has the certificate, only the port-80 block (certbot answers its challenge there).
      if [ -e "$target/etc/letsencrypt/live/cms.nusakode.id/fullchain.pem" ]; then
        stage cms.nginx.conf "$sites_dir/nusakode-cms.conf"
      else
        stage cms.nginx.conf "$sites_dir/nusakode-cms.conf" port_80_block
        notes+=("the CMS's nginx server answers on port 80 only until the certificate exists: run certbot (deploy/README.md), then this again")
      fi
      ;;
  esac
done

if commit=$(git -C "$deploy" log -1 --format='%h %s' 2>/dev/null); then
  echo "Installing from $deploy at $commit"
  [ -z "$(git -C "$deploy" status --porcelain -- . 2>/dev/null)" ] || echo "  (with uncommitted changes in $deploy)"
else
  echo "Installing from $deploy"
fi

backups=$staging/previous
mkdir "$backups"
units_changed=() nginx_changed=() restore=()
for i in "${!sources[@]}"; do
  staged=${sources[$i]} destination=${destinations[$i]}
  if [ -e "$destination" ] && cmp -s "$staged" "$destination"; then
    echo "unchanged  $destination"
    continue
  fi
  if [ -e "$destination" ]; then
    echo "changed    $destination"
    diff -u --label "$destination (installed)" --label "$destination (new)" "$destination" "$staged" | sed 's/^/    /' || true
    cp -p -- "$destination" "$backups/$i"
  else
    echo "new        $destination"
  fi
  restore+=("$i")
  install -D -o root -g root -m 644 -- "$staged" "$destination"
  case $destination in
    "$units_dir"/*) units_changed+=("$(basename -- "$destination")") ;;
    "$target"/etc/nginx/*) nginx_changed+=("$destination") ;;
  esac
done
debian_default=$sites_dir/default
if [[ " ${destinations[*]} " == *" $sites_dir/nusakode-default.conf "* ]] && [ -e "$debian_default" -o -L "$debian_default" ]; then
  cp -P -- "$debian_default" "$backups/debian-default"
  rm -f -- "$debian_default"
  echo "removed    $debian_default (Debian's default site; nusakode-default.conf answers unknown hosts)"
  nginx_changed+=("$debian_default")
fi
for note in "${notes[@]}"; do echo "not yet    $note"; done

if [ -n "$target" ]; then
  [ ${#units_changed[@]} -eq 0 ] || echo "would run  systemctl daemon-reload (not under INSTALL_ROOT)"
  [ ${#nginx_changed[@]} -eq 0 ] || echo "would run  nginx -t && systemctl reload nginx (not under INSTALL_ROOT)"
  exit 0
fi

if [ ${#units_changed[@]} -gt 0 ]; then
  systemctl daemon-reload
  echo "ran        systemctl daemon-reload; a running service uses its new unit after: systemctl restart ${units_changed[*]}"
fi
if [ ${#nginx_changed[@]} -gt 0 ]; then
  if ! nginx -t; then
    for i in "${restore[@]}"; do
      case ${destinations[$i]} in "$target"/etc/nginx/*) ;; *) continue ;; esac
      if [ -e "$backups/$i" ]; then cp -p -- "$backups/$i" "${destinations[$i]}"; else rm -f -- "${destinations[$i]}"; fi
    done
    [ ! -L "$backups/debian-default" -a ! -e "$backups/debian-default" ] || cp -P -- "$backups/debian-default" "$debian_default"
    fail "nginx -t refused the new files (above); nginx's previous files are back and nginx was not reloaded"
  fi
  systemctl reload nginx
  echo "ran        nginx -t && systemctl reload nginx"
fi
