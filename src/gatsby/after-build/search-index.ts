// The site's search index (issue 54): Pagefind reads the built pages and writes public/pagefind/, an
// index split in small files that /search/ fetches only when a reader searches (src/pages/search.tsx);
// no other page loads any of it. Only what a page marks with data-pagefind-body is indexed: an
// article's, a service's and a project's own text (not their comments, sidebar or neighbours). One
// index per language, by each page's <html lang>, so /id/search/ finds Indonesian pages only.
// Pagefind's command, not its Node API: the API is an ES module only, and gatsby-node is compiled to
// CommonJS. A publish whose entry pages are all as the last index read them (an edit of the home page,
// the FAQ, a price) keeps that index: Pagefind reads every entry page again each time it runs (4.4 s at
// 1,000 projects + 1,000 articles).
import path from "node:path";
import { createHash } from "node:crypto";
import { execFile } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { PAGE_TYPES } from "../../rules/page-types";

export type SearchIndexResult = { pages: number; languages: number; ms: number; unchanged: boolean };
/** A built page's file, as the after-build pass found it (its path under public/, ./page-facts.ts). */
export type PageFile = { size: number; mtimeMs: number };

// The page types' entries (src/rules/page-types.js), one folder under their base in every language:
// {service,id/service,...}/*/index.html. Not the lists below a base (/blog/page/2/, /blog/category/x/),
// which hold no indexed text: at 1,000 projects + 1,000 articles they are 3,600 of 7,600 pages.
const BASES = [...new Set(PAGE_TYPES.flatMap((type) => Object.values(type.base)))].map((base) =>
  base.replace(/^\/|\/$/g, ""),
);
const ENTRY_PAGES = `{${BASES.join(",")}}/*/index.html`;
/** Whether a page (its path under public/) is one the index reads: ENTRY_PAGES's glob. */
const isEntryPage = (page: string) =>
  BASES.some((base) => page.startsWith(`${base}/`) && /^[^/]+\/index\.html$/.test(page.slice(base.length + 1)));

/**
 * Indexes public/'s entry pages into public/pagefind/, unless they are all as the index there was
 * written from (`pages`: every built page's file); fails with Pagefind's own words.
 */
export async function writeSearchIndex(publicDir: string, pages: Map<string, PageFile>): Promise<SearchIndexResult> {
  // Pagefind's command in the site's own node_modules, beside public/
  const pagefind = path.join(publicDir, "..", "node_modules", "pagefind", "lib", "runner", "bin.cjs");
  const started = Date.now();
  const stampFile = path.join(publicDir, "..", ".cache", "search-index.json");
  const version = (
    JSON.parse(readFileSync(path.join(pagefind, "..", "..", "..", "package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  const entries = [...pages]
    .filter(([page]) => isEntryPage(page))
    .map(([page, { size, mtimeMs }]) => [page, size, mtimeMs])
    .sort(([a], [b]) => (a < b ? -1 : 1));
  // what the index depends on: Pagefind's version, the glob, and each entry page's file
  const state = createHash("sha256")
    .update(JSON.stringify([version, ENTRY_PAGES, entries]))
    .digest("hex");
  const stamp = existsSync(stampFile)
    ? (JSON.parse(readFileSync(stampFile, "utf8")) as { state: string; pages: number; languages: number })
    : undefined;
  if (stamp?.state === state && existsSync(path.join(publicDir, "pagefind", "pagefind.js")))
    return { pages: stamp.pages, languages: stamp.languages, ms: Date.now() - started, unchanged: true };
  // the entries' own pages only (not the spec's sample pages that show one of them again, such as
  // /single-service/); Pagefind replaces its own folder
  const { stdout } = await promisify(execFile)(process.execPath, [
    pagefind,
    "--site",
    publicDir,
    "--output-subdir",
    "pagefind",
    "--glob",
    ENTRY_PAGES,
  ]);
  const count = (what: string) => Number(new RegExp(`Indexed (\\d+) ${what}`).exec(stdout)?.[1] ?? NaN);
  const indexed = count("pages?");
  if (!(indexed > 0)) throw new Error(`Pagefind indexed no page (is data-pagefind-body on the templates?):\n${stdout}`);
  const languages = count("languages?");
  writeFileSync(stampFile, JSON.stringify({ state, pages: indexed, languages }));
  return { pages: indexed, languages, ms: Date.now() - started, unchanged: false };
}
