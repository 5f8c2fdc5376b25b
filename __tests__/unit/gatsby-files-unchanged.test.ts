/** @jest-environment node */
// Gatsby's own TypeScript is compiled again exactly when what it is compiled from changed
// (scripts/gatsby-files-digest.cjs, used by scripts/gatsby-files-unchanged.cjs before Parcel runs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const { STAMP, compiledFrom, sourcesDigest } = require("../../scripts/gatsby-files-digest.cjs");

let site: string;
let compiled: string;
beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), "nusakode-gatsby-files-"));
  compiled = join(site, ".cache", "compiled");
  mkdirSync(join(site, "src", "gatsby"), { recursive: true });
  mkdirSync(compiled, { recursive: true });
  writeFileSync(join(site, "gatsby-node.ts"), 'export { createPages } from "./src/gatsby/create-pages";\n');
  writeFileSync(join(site, "gatsby-config.ts"), "export default {};\n");
  writeFileSync(join(site, "src", "gatsby", "create-pages.ts"), "export const createPages = () => undefined;\n");
  writeFileSync(join(site, "package-lock.json"), "{}");
  for (const name of ["gatsby-node.js", "gatsby-config.js"]) writeFileSync(join(compiled, name), "");
  writeFileSync(join(compiled, STAMP), sourcesDigest(site, "5.16.1"));
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

const kept = (version = "5.16.1") => compiledFrom(site, compiled, sourcesDigest(site, version));

test("the same sources keep Parcel's output; public/, content, Gatsby's cache and the types Gatsby writes do not count", () => {
  expect(kept()).toBe(true);
  writeFileSync(join(site, "src", "gatsby-types.d.ts"), "declare namespace Queries {}\n");
  mkdirSync(join(site, "content"));
  writeFileSync(join(site, "content", "projects.json"), "[]");
  mkdirSync(join(site, "public"));
  writeFileSync(join(site, "public", "index.html"), "<html>");
  writeFileSync(join(site, ".cache", "data.json"), "{}");
  expect(kept()).toBe(true);
});

test.each([
  [
    "a file gatsby-node imports, changed",
    () => writeFileSync(join(site, "src", "gatsby", "create-pages.ts"), "export const createPages = () => 1;\n"),
  ],
  ["a new file under src/", () => writeFileSync(join(site, "src", "gatsby", "feeds.ts"), "export {};\n")],
  ["a file under src/, removed", () => rmSync(join(site, "src", "gatsby", "create-pages.ts"))],
  [
    "gatsby-config.ts, changed",
    () => writeFileSync(join(site, "gatsby-config.ts"), "export default { siteMetadata: {} };\n"),
  ],
  ["the lockfile, changed (a dependency updated)", () => writeFileSync(join(site, "package-lock.json"), '{"v":2}')],
  ["tsconfig.json, new", () => writeFileSync(join(site, "tsconfig.json"), "{}")],
  ["Parcel's output, missing", () => rmSync(join(compiled, "gatsby-node.js"))],
  ["the stamp, missing (a compile that did not finish)", () => rmSync(join(compiled, STAMP))],
])("%s: compiled again", (_, change) => {
  change();
  expect(kept()).toBe(false);
});

test("another Gatsby version: compiled again", () => {
  expect(kept("5.16.2")).toBe(false);
});
