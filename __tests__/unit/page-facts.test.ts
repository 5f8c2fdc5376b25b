/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pageFactsCache, type PageFacts } from "../../src/gatsby/after-build/page-facts";

let site: string;
const compiled = (code: string) => writeFileSync(path.join(site, ".cache", "compiled", "gatsby-node.js"), code);
const facts: PageFacts = { size: 100, mtimeMs: 1700000000000.5, scriptHashes: ["'sha256-x'"] };

beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), "page-facts-"));
  mkdirSync(path.join(site, ".cache", "compiled"), { recursive: true });
  compiled("the pass, version 1");
  pageFactsCache(site).save(new Map([["about-us/index.html", facts]]));
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

test("a page's facts are kept while its file is the same (size and time) and the build's code is", () => {
  expect(pageFactsCache(site).known("about-us/index.html", { size: 100, mtimeMs: facts.mtimeMs })).toEqual(facts);
  expect(pageFactsCache(site).known("about-us/index.html", { size: 100, mtimeMs: facts.mtimeMs + 1 })).toBeUndefined();
  expect(pageFactsCache(site).known("about-us/index.html", { size: 101, mtimeMs: facts.mtimeMs })).toBeUndefined();
  expect(pageFactsCache(site).known("blog/index.html", { size: 100, mtimeMs: facts.mtimeMs })).toBeUndefined();
});

test("new code (the compiled gatsby-node) does every page again; a preview keeps nothing", () => {
  compiled("the pass, version 2");
  expect(pageFactsCache(site).known("about-us/index.html", { size: 100, mtimeMs: facts.mtimeMs })).toBeUndefined();
  compiled("the pass, version 1");
  expect(
    pageFactsCache(site, false).known("about-us/index.html", { size: 100, mtimeMs: facts.mtimeMs }),
  ).toBeUndefined();
});
