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

/** gzip JavaScript a route runs on first load: the scripts its after-paint loader starts and the page
 * chunks it preloads (src/lib/after-paint.ts), as __tests__/site/budgets.test.ts counts it. */
export function firstLoadJsKb(publicDir, route) {
  const html = readFileSync(join(publicDir, route, "index.html"), "utf8");
  const listed = (name) => JSON.parse(new RegExp(` data-${name}='([^']*)'`).exec(html)?.[1] ?? "[]");
  const scripts = new Set([...listed("scripts"), ...listed("preload")].filter((src) => src.endsWith(".js")));
  return [...scripts].reduce((sum, src) => sum + gzipSync(readFileSync(join(publicDir, src.slice(1))), { level: 6 }).length, 0) / 1000;
}
