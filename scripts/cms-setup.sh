# Sourced by cms.sh and test.sh: installs the CMS's locked packages (cms/) when missing or stale, and
# defines cms_build_admin.
# better-sqlite3 compiles from source here (its prebuilt download is unreachable): about a minute.
export STRAPI_TELEMETRY_DISABLED=true
if [ ! -f cms/node_modules/.package-lock.json ] || [ cms/package-lock.json -nt cms/node_modules/.package-lock.json ]; then
  echo "Installing the CMS's packages from cms/package-lock.json (npm ci)..."
  cms_install_start=$SECONDS
  npm ci --prefix cms --no-audit --no-fund
  echo "CMS packages installed in $((SECONDS - cms_install_start)) s"
fi
# Builds the admin panel into cms/build when it is missing or older than its inputs (admin code and
# config, Strapi's version, STRAPI_ADMIN_* variables: the rules are in cms/scripts/build-admin.js).
# About a minute and up to 2 GB of memory. `--if-served` skips it when SERVE_ADMIN_PANEL is not true.
cms_build_admin() {
  node cms/scripts/build-admin.js --if-stale "$@"
}
