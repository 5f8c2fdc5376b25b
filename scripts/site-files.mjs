// What the benchmarks read from a built site (a public/ folder): its routes and each route's JavaScript.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

/** Every route of the built site in `publicDir`: its folders with an index.html. */
export function routes(publicDir) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return ["static", "page-data", "vendor", "images", ".nginx"].includes(entry.name) ? [] : walk(join(dir, entry.name));
      return entry.name === "index.html" ? [`/${relative(publicDir, dir)}`.replace(/\/$/, "") || "/"] : [];
    });
  return walk(publicDir).sort();
}

/** gzip JavaScript a route runs on first load: the scripts its HTML starts and its page component's
 * chunk group (webpack.stats.json), as __tests__/site/budgets.test.ts measures it. */
export function firstLoadJsKb(publicDir, route) {
  const html = readFileSync(join(publicDir, route, "index.html"), "utf8");
  const stats = JSON.parse(readFileSync(join(publicDir, "webpack.stats.json"), "utf8"));
  const pageData = JSON.parse(readFileSync(join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8"));
  // Gatsby's own files are started by the loader after the first paint (src/lib/after-paint.ts).
  const started = JSON.parse(/ data-scripts='([^']*)'/.exec(html)?.[1] ?? "[]").map((src) => src.slice(1));
  const inHtml = [...html.matchAll(/<script src="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const scripts = new Set([...started, ...inHtml, ...stats.assetsByChunkName[pageData.componentChunkName].filter((a) => a.endsWith(".js"))]);
  return [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(join(publicDir, file)), { level: 6 }).length, 0) / 1000;
}
