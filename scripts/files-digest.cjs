"use strict";
// One sha256 over files: each path under `root` (a file, or a folder's files, recursively) with its
// name and content, in a stable order; a path that does not exist counts as nothing. What decides
// whether work done before still holds (scripts/gatsby-files-digest.cjs, the tests' seeded CMS).
const { createHash } = require("node:crypto");
const { readFileSync, readdirSync, statSync } = require("node:fs");
const path = require("node:path");

/**
 * @param {string} root @param {string[]} paths relative to root @param {string} header what else the result depends on
 * @param {(name: string) => boolean} [keep] which files of the folders count (by file name)
 */
function filesDigest(root, paths, header, keep = () => true) {
  const hash = createHash("sha256").update(`${header}\n`);
  for (const name of paths) {
    const stat = statSync(path.join(root, name), { throwIfNoEntry: false });
    if (!stat) continue;
    const files = stat.isDirectory()
      ? readdirSync(path.join(root, name), { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile() && keep(entry.name))
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
          .sort()
      : [name];
    for (const file of files)
      hash
        .update(`${file}\n`)
        .update(readFileSync(path.join(root, file)))
        .update("\n");
  }
  return hash.digest("hex");
}

module.exports = { filesDigest };
