// What the benchmarks read from a built site (a public/ folder): its routes and each route's JavaScript.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { firstLoadScripts } from "../src/lib/after-paint.ts";

/** Every route of the built site in `publicDir`: its folders with an index.html. */
export function routes(publicDir) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory())
        return ["static", "page-data", "vendor", "images", ".nginx"].includes(entry.name)
          ? []
          : walk(join(dir, entry.name));
      return entry.name === "index.html" ? [`/${relative(publicDir, dir)}`.replace(/\/$/, "") || "/"] : [];
    });
  return walk(publicDir).sort();
}

/** A route's page-data.json as Gatsby wrote it (its component, its static queries' hashes). */
export function pageData(publicDir, route) {
  const name = route.replace(/^\/|\/$/g, "") || "index";
  return JSON.parse(readFileSync(join(publicDir, "page-data", name, "page-data.json"), "utf8"));
}

/** The JavaScript files a route runs on first load, counted as __tests__/site/budgets.test.ts counts them. */
export function firstLoadJs(publicDir, route) {
  const stats = JSON.parse(readFileSync(join(publicDir, "webpack.stats.json"), "utf8"));
  const html = readFileSync(join(publicDir, route, "index.html"), "utf8");
  return firstLoadScripts(html, stats.assetsByChunkName[pageData(publicDir, route).componentChunkName] ?? []);
}

/** gzip kB of the JavaScript a route runs on first load (firstLoadJs). */
export function firstLoadJsKb(publicDir, route) {
  return (
    firstLoadJs(publicDir, route).reduce(
      (sum, src) => sum + gzipSync(readFileSync(join(publicDir, src)), { level: 6 }).length,
      0,
    ) / 1000
  );
}
