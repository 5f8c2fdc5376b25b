"use strict";
// What Parcel's output of Gatsby's own TypeScript depends on (scripts/gatsby-files-unchanged.cjs): those
// two files, everything under src/ and plugins/ they can import (but declaration files: types only,
// and Gatsby writes src/gatsby-types.d.ts during the build), the lockfile, tsconfig.json, and the Gatsby
// and Node versions. Parcel's output reads process.env when it runs (it holds nothing of the
// build's environment), so these alone decide it.
const { createHash } = require("node:crypto");
const { existsSync, readFileSync, readdirSync, statSync } = require("node:fs");
const path = require("node:path");

const SOURCES = ["gatsby-config.ts", "gatsby-node.ts", "package-lock.json", "tsconfig.json", "src", "plugins"];
/** Where Parcel's output is marked with the digest of the sources it was compiled from. */
const STAMP = ".sources-digest";

/** The sources' files, relative to the site, in a stable order. */
function sourceFiles(root) {
  return SOURCES.flatMap((name) => {
    const stat = statSync(path.join(root, name), { throwIfNoEntry: false });
    if (!stat) return [];
    if (!stat.isDirectory()) return [name];
    const entries = readdirSync(path.join(root, name), { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile() && !entry.name.endsWith(".d.ts"));
    return entries.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))).sort();
  });
}

/** @param {string} root the site @param {string} gatsbyVersion */
function sourcesDigest(root, gatsbyVersion) {
  const hash = createHash("sha256").update(`gatsby ${gatsbyVersion}, node ${process.version}\n`);
  for (const file of sourceFiles(root)) hash.update(`${file}\n`).update(readFileSync(path.join(root, file))).update("\n");
  return hash.digest("hex");
}

/** Whether `compiled` holds the output of every TypeScript file of Gatsby's the site has, compiled from sources of this digest. */
function compiledFrom(root, compiled, digest) {
  const stamp = path.join(compiled, STAMP);
  const outputs = ["gatsby-config", "gatsby-node"].filter((name) => existsSync(path.join(root, `${name}.ts`)));
  return existsSync(stamp) && readFileSync(stamp, "utf8") === digest && outputs.every((name) => existsSync(path.join(compiled, `${name}.js`)));
}

module.exports = { STAMP, compiledFrom, sourcesDigest };
