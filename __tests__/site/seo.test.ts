import { readFileSync } from "node:fs";
import { join } from "node:path";
import { builtPages } from "../support/built-pages";
import { publicDir } from "../support/site-files";
import { NOINDEX_PATHS } from "../../src/lib/noindex";

const SITE = "https://nusakode.id";
const pages = builtPages().map((page) => ({ ...page, html: readFileSync(page.file, "utf8") }));
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const meta = (html: string, key: string) => attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const noSlash = (url: string) => (url.length > 1 ? url.replace(/\/$/, "") : url);
const indexable = pages.filter((page) => !NOINDEX_PATHS.includes(page.route));

test("the build has every route of the spec", () => {
  expect(pages.length).toBeGreaterThanOrEqual(30);
});

test.each(pages.map((p) => [p.route, p.html]))("%s has lang, title, description, canonical, Open Graph and Twitter tags", (route, html) => {
  expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/);
  expect(html.match(/<title[ >]/g)).toHaveLength(1);
  expect(meta(html, "description")?.length).toBeGreaterThan(40);
  expect(noSlash(attr(html, /<link rel="canonical" href="([^"]+)"/) ?? "")).toBe(noSlash(`${SITE}${route}`));
  for (const key of ["og:type", "og:title", "og:description", "og:url", "og:site_name", "twitter:card", "twitter:title", "twitter:description"]) {
    expect([key, meta(html, key)]).toEqual([key, expect.stringMatching(/\S/)]);
  }
  expect(html.includes('<meta name="robots" content="noindex"')).toBe(NOINDEX_PATHS.includes(route));
});

test("titles and descriptions are unique per page", () => {
  const titles = pages.map((p) => attr(p.html, /<title[^>]*>([^<]*)<\/title>/));
  const descriptions = pages.map((p) => meta(p.html, "description"));
  const repeated = (values: unknown[]) => values.filter((v, i) => values.indexOf(v) !== i);
  expect(repeated(titles)).toEqual([]);
  expect(repeated(descriptions)).toEqual([]);
});

test("the sitemap lists exactly the indexable pages, and robots.txt names it", () => {
  const index = readFileSync(join(publicDir, "sitemap-index.xml"), "utf8");
  expect(index).toContain(`<loc>${SITE}/sitemap-0.xml</loc>`);
  const locs = [...readFileSync(join(publicDir, "sitemap-0.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => noSlash(m[1]));
  expect(locs.sort()).toEqual(indexable.map((p) => noSlash(`${SITE}${p.route}`)).sort());
  const robots = readFileSync(join(publicDir, "robots.txt"), "utf8");
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
});

test("home and contact pages describe the agency as a local business in Depok with its contact points", () => {
  for (const page of pages) {
    const blocks = [...page.html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    if (page.route !== "/" && page.route !== "/contact-us") {
      expect([page.route, blocks]).toEqual([page.route, []]);
      continue;
    }
    expect(blocks).toHaveLength(1);
    const [data] = blocks;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      name: "Nusakode",
      url: `${SITE}/`,
      telephone: "+6281234567890",
      email: "hello@nusakode.id",
      address: { "@type": "PostalAddress", addressLocality: "Depok", addressCountry: "ID" },
      geo: { latitude: -6.368, longitude: 106.818 },
    });
    expect(data.contactPoint).toEqual(expect.arrayContaining([expect.objectContaining({ "@type": "ContactPoint", telephone: "+6281234567890" })]));
    expect(data.sameAs).toHaveLength(4);
  }
});
