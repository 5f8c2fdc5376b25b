"use strict";
// What Parcel's output of Gatsby's own TypeScript depends on (scripts/gatsby-files-unchanged.cjs): those
// two files, everything under src/ and plugins/ they can import (but declaration files: types only,
// and Gatsby writes src/gatsby-types.d.ts during the build), the lockfile, tsconfig.json, and the Gatsby
// and Node versions. Parcel's output reads process.env when it runs (it holds nothing of the
// build's environment), so these alone decide it.
const { existsSync, readFileSync } = require("node:fs");
const path = require("node:path");
const { filesDigest } = require("./files-digest.cjs");

const SOURCES = ["gatsby-config.ts", "gatsby-node.ts", "package-lock.json", "tsconfig.json", "src", "plugins"];
/** Where Parcel's output is marked with the digest of the sources it was compiled from. */
const STAMP = ".sources-digest";

/** @param {string} root the site @param {string} gatsbyVersion */
function sourcesDigest(root, gatsbyVersion) {
  return filesDigest(
    root,
    SOURCES,
    `gatsby ${gatsbyVersion}, node ${process.version}`,
    (name) => !name.endsWith(".d.ts"),
  );
}

/**
 * Whether `compiled` holds the output of every TypeScript file of Gatsby's the site has, compiled from sources of this
 * digest.
 */
function compiledFrom(root, compiled, digest) {
  const stamp = path.join(compiled, STAMP);
  const outputs = ["gatsby-config", "gatsby-node"].filter((name) => existsSync(path.join(root, `${name}.ts`)));
  return (
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === digest &&
    outputs.every((name) => existsSync(path.join(compiled, `${name}.js`)))
  );
}

module.exports = { STAMP, compiledFrom, sourcesDigest };
