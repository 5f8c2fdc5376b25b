# Sourced by start.sh and test.sh: installs the locked packages when they are missing or stale.
export GATSBY_TELEMETRY_DISABLED=1
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing packages from package-lock.json (npm ci)..."
  npm ci --no-audit --no-fund
fi
