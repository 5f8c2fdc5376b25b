# Sourced by cms.sh and test.sh: the project's Node.js (node-runtime.sh); installs the CMS's locked
# packages (cms/) when missing, stale or installed by another Node.js (better-sqlite3 is built for one
# version); defines cms_build_admin.
source scripts/node-runtime.sh
export STRAPI_TELEMETRY_DISABLED=true
if [ ! -f cms/node_modules/.package-lock.json ] || [ cms/package-lock.json -nt cms/node_modules/.package-lock.json ] \
  || [ "$(cat cms/node_modules/.node-version 2> /dev/null)" != "$(node --version)" ]; then
  echo "Installing the CMS's packages from cms/package-lock.json (npm ci)..."
  cms_install_start=$SECONDS
  npm ci --prefix cms --no-audit --no-fund
  node --version > cms/node_modules/.node-version
  echo "CMS packages installed in $((SECONDS - cms_install_start)) s"
fi
# Builds the admin panel into cms/build when it is missing or older than its inputs (admin code and
# config, Strapi's version, STRAPI_ADMIN_* variables: the rules are in cms/scripts/build-admin.js).
# About a minute and up to 2 GB of memory. `--if-served` skips it when SERVE_ADMIN_PANEL is not true.
cms_build_admin() {
  node cms/scripts/build-admin.js --if-stale "$@"
}
