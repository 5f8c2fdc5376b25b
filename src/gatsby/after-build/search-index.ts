// The site's search index (issue 54): Pagefind reads the built pages and writes public/pagefind/, an
// index split in small files that /search/ fetches only when a reader searches (src/pages/search.tsx);
// no other page loads any of it. Only what a page marks with data-pagefind-body is indexed: an
// article's, a service's and a project's own text (not their comments, sidebar or neighbours). One
// index per language, by each page's <html lang>, so /id/search/ finds Indonesian pages only.
// Pagefind's command, not its Node API: the API is an ES module only, and gatsby-node is compiled to
// CommonJS.
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { PAGE_TYPES } from "../../rules/page-types";

export type SearchIndexResult = { pages: number; languages: number; ms: number };

// The page types' entries (src/rules/page-types.js), one folder under their base in every language:
// {service,id/service,...}/*/index.html. Not the lists below a base (/blog/page/2/, /blog/category/x/),
// which hold no indexed text: at 1,000 projects + 1,000 articles they are 3,600 of 7,600 pages.
const ENTRY_PAGES = `{${[...new Set(PAGE_TYPES.flatMap((type) => Object.values(type.base)))].map((base) => base.replace(/^\/|\/$/g, "")).join(",")}}/*/index.html`;

/** Indexes public/'s pages into public/pagefind/; fails with Pagefind's own words. */
export async function writeSearchIndex(publicDir: string): Promise<SearchIndexResult> {
  // Pagefind's command in the site's own node_modules, beside public/
  const pagefind = path.join(publicDir, "..", "node_modules", "pagefind", "lib", "runner", "bin.cjs");
  const started = Date.now();
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
  const pages = count("pages");
  if (!(pages > 0)) throw new Error(`Pagefind indexed no page (is data-pagefind-body on the templates?):\n${stdout}`);
  return { pages, languages: count("languages?"), ms: Date.now() - started };
}
