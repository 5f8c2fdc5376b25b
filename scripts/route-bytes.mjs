// What a visitor's first load of a route fetches, in bytes, on a built public/ folder: its HTML, the
// JavaScript it runs (firstLoadJs, as the JS budget test counts it), its page-data.json, app-data.json
// the static queries' results its page data names (page-data/sq/d/<hash>.json) and the data of the
// slices it names (slice-data/<slice>.json: the blog's sidebar). gzip at level 6,
// as nginx sends them (deploy/site.conf).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { firstLoadJs, pageData } from "./site-files.mjs";

const sizes = (file) => {
  const raw = readFileSync(file);
  return { raw: raw.length, gzip: gzipSync(raw, { level: 6 }).length };
};
const sum = (list) =>
  list.reduce((total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip }), { raw: 0, gzip: 0 });

/** Bytes of `route`'s first load (raw and gzip per part, and their total). */
export function routeBytes(publicDir, route) {
  const html = sizes(join(publicDir, route, "index.html"));
  const js = sum(firstLoadJs(publicDir, route).map((src) => sizes(join(publicDir, src))));
  const data = pageData(publicDir, route);
  const page = sizes(join(publicDir, "page-data", route.replace(/^\/|\/$/g, "") || "index", "page-data.json"));
  const app = sizes(join(publicDir, "page-data", "app-data.json"));
  const hashes = data.staticQueryHashes ?? [];
  const staticQueries = sum(hashes.map((hash) => sizes(join(publicDir, "page-data", "sq", "d", `${hash}.json`))));
  const sliceNames = [...new Set(Object.values(data.slicesMap ?? {}))];
  const slices = sum(sliceNames.map((slice) => sizes(join(publicDir, "slice-data", `${slice}.json`))));
  const total = sum([html, js, page, app, staticQueries, slices]);
  return {
    html,
    js,
    pageData: page,
    appData: app,
    staticQueries: { ...staticQueries, count: hashes.length },
    sliceData: { ...slices, count: sliceNames.length },
    total,
  };
}

/**
 * The routes the scale bench measures, one per kind, in each language: those of `kinds` whose page
 * exists in this build (a portfolio's second page only once it is paginated). `slugs` names the
 * entry pages to measure per language ({ en: { project, article, service }, id: {...} }).
 */
export function routeKinds(publicDir, slugs) {
  const rows = [];
  for (const [locale, prefix] of [
    ["en", ""],
    ["id", "/id"],
  ]) {
    const s = slugs[locale];
    const kinds = [
      ["home", "/"],
      ["portfolio", "/ourworks/"],
      ["portfolio page 2", "/ourworks/page/2/"],
      ["portfolio-one", "/portfolio-one/"],
      ["project", `/ourworks/${s.project}/`],
      ["blog", "/blog/"],
      ["blog page 2", "/blog/page/2/"],
      ["article", `/blog/${s.article}/`],
      ["services", "/service/"],
      ["service", `/service/${s.service}/`],
      ["about-us", "/about-us/"],
      ["contact-us", "/contact-us/"],
    ];
    for (const [kind, path] of kinds) {
      const route = `${prefix}${path}`;
      if (existsSync(join(publicDir, route, "index.html"))) rows.push({ kind, locale, route });
    }
  }
  return rows;
}
