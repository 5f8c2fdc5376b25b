"use strict";
// Gatsby compiles gatsby-config.ts and gatsby-node.ts with Parcel at the start of every build: 4-5 s on
// this machine with Parcel's cache warm, though an editor's publish changes content, never code.
// Preloaded into the build by scripts/gatsby-build.mjs (`--require`): when .cache/compiled holds Parcel's
// output for the same sources (scripts/gatsby-files-digest.cjs), Parcel is not run again.
const { rmSync, writeFileSync } = require("node:fs");
const path = require("node:path");
const { STAMP, compiledFrom, sourcesDigest } = require("./gatsby-files-digest.cjs");

// Gatsby's workers are forked with this process's execArgv: they compile nothing and must not load this.
const flag = process.execArgv.indexOf(__filename);
if (flag > 0 && process.execArgv[flag - 1] === "--require") process.execArgv.splice(flag - 1, 2);

const fromSite = (name) => require.resolve(name, { paths: [process.cwd()] });
const compile = require(fromSite("gatsby/dist/utils/parcel/compile-gatsby-files"));
const gatsbyVersion = require(fromSite("gatsby/package.json")).version;

const compileWithParcel = compile.compileGatsbyFiles;
compile.compileGatsbyFiles = async (root, ...rest) => {
  const compiled = path.join(root, compile.COMPILED_CACHE_DIR);
  const digest = sourcesDigest(root, gatsbyVersion);
  if (compiledFrom(root, compiled, digest)) return;
  rmSync(path.join(compiled, STAMP), { force: true });
  await compileWithParcel(root, ...rest);
  writeFileSync(path.join(compiled, STAMP), digest);
};
