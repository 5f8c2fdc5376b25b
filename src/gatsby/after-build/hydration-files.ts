import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { pagePathOf } from "./page-path-script";

// What a page's hydration waits for besides Gatsby's three scripts. Left to Gatsby, they come in two
// more round trips after the app has run: first the page's data (page-data.json, app-data.json), then
// what that data names (the page component's chunks, the static queries' results, the slices' data and
// their components' chunks: the blog's sidebar is one). On a phone at
// 150 ms latency that waterfall was about half of the wait from first paint to interactive, so the
// after-paint loader (src/lib/after-paint.ts) preloads them all at once, beside the scripts.

type Stats = { assetsByChunkName: Record<string, string[]> };

/**
 * The files to preload for the built page `html` in `publicDir`: its page component's and its slices'
 * components' JavaScript (webpack.stats.json) and the JSON Gatsby's loader fetches for it, as addresses
 * ("/…"). Empty when the page has no page data (not a Gatsby page).
 */
export function hydrationFiles(publicDir: string, html: string, stats: Stats = readStats(publicDir)): string[] {
  const pagePath = pagePathOf(html);
  if (!pagePath) return [];
  const pageDataFile = `/page-data/${pageDataDir(pagePath)}/page-data.json`;
  if (!existsSync(path.join(publicDir, pageDataFile))) return [];
  const pageData = readJson<{ componentChunkName: string; staticQueryHashes: string[] }>(publicDir, pageDataFile);
  const slices = sliceDataFiles(publicDir, pageDataFile);
  const chunkNames = [
    pageData.componentChunkName,
    ...slices.map((file) => readJson<{ componentChunkName: string }>(publicDir, file).componentChunkName),
  ];
  const chunks = chunkNames.flatMap((name) =>
    (stats.assetsByChunkName[name] ?? []).filter((file) => file.endsWith(".js")).map((file) => `/${file}`),
  );
  const queries = pageData.staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`);
  return [...new Set(chunks), pageDataFile, "/page-data/app-data.json", ...queries, ...slices];
}

/**
 * The data of the slices the page at `pageDataFile` shows (its page data's slicesMap), as addresses:
 * what Gatsby's loader fetches beside its page data. Gatsby's own scripts slice is in the HTML, not here.
 */
export function sliceDataFiles(publicDir: string, pageDataFile: string): string[] {
  const { slicesMap = {} } = readJson<{ slicesMap?: Record<string, string> }>(publicDir, pageDataFile);
  return [...new Set(Object.values(slicesMap))].map((slice) => `/slice-data/${slice}.json`);
}

const readJson = <T>(publicDir: string, file: string) =>
  JSON.parse(readFileSync(path.join(publicDir, file), "utf8")) as T;

export function readStats(publicDir: string): Stats {
  return JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
}

/** Gatsby's folder under page-data/ for a page path (its loader's rule: "/" is "index"). */
function pageDataDir(pagePath: string) {
  return pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "");
}
