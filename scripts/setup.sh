# Sourced by start.sh and test.sh: the project's Node.js (node-runtime.sh), then the locked packages
# when they are missing, stale, or were installed by another Node.js (native modules are built per version).
source scripts/node-runtime.sh
export GATSBY_TELEMETRY_DISABLED=1
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] \
  || [ "$(cat node_modules/.node-version 2> /dev/null)" != "$(node --version)" ]; then
  echo "Installing packages from package-lock.json (npm ci)..."
  npm ci --no-audit --no-fund
  node --version > node_modules/.node-version
fi
