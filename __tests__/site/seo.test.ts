import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { builtPages } from "../support/built-pages";
import { publicDir } from "../support/site-files";
import { parse } from "../support/built-dom";
import { articleSlugs, projectSlugs, serviceSlugs, subjectPages } from "../support/content-slugs";
import { NOINDEX_PATHS } from "../../src/gatsby/noindex";
import { LOCALES, localeOfPath, localePath } from "../../src/rules/locales";

const SITE = "https://nusakode.id";
const pages = builtPages().map((page) => ({ ...page, document: () => parse(page.route) }));
/** The content of the one <meta name|property="key">; fails when the key appears more than once. */
const meta = (document: Document, key: string) => {
  const tags = document.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`);
  if (tags.length > 1) throw new Error(`<meta> ${key} appears ${tags.length} times`);
  return tags[0]?.getAttribute("content") ?? undefined;
};
const robotsOf = (document: Document) => (meta(document, "robots") ?? "").split(/\s*,\s*/);
const noSlash = (url: string) => (url.length > 1 ? url.replace(/\/$/, "") : url);
/** The route of the same fixed page in English (/id/sign-in is /sign-in). */
const englishRoute = (route: string) =>
  localeOfPath(route) === "en" ? route : route.slice(`/${localeOfPath(route)}`.length) || "/";
const isNoindex = (route: string) => NOINDEX_PATHS.includes(englishRoute(route));
/** /single-blog shows the newest article, whose own page is its canonical address (and the sitemap's). */
const showsAnother = (route: string) => englishRoute(route) === "/single-blog";
const indexable = pages.filter((page) => !isNoindex(page.route) && !showsAnother(page.route));
const isArticle = (route: string) => /^\/blog\/(?!page\/)[^/]+$/.test(englishRoute(route));

// SPEC section 2's route table: its fixed routes, one page per service and project slug of the
// content (/service/:slug, /ourworks/:title), and the not-found page (*), built as /404; in every
// language, under its prefix with its own slugs (issue 27). Issue 36: a page per article
// (/blog/:slug) and the list's second page (six articles, three a page).
const SPEC_ROUTES = [
  "/",
  "/service",
  "/single-service",
  "/ourworks",
  "/single-portfolio",
  "/portfolio-one",
  "/about-us",
  "/contact-us",
  "/faq",
  "/testimonial",
  "/pricing",
  "/blog",
  "/blog-grid",
  "/single-blog",
  "/team",
  "/single-team",
  "/coming-soon",
  "/sign-in",
  "/sign-up",
  "/reset-password",
  "/404",
  "/search", // not the spec's: the site search (issue 54)
];

test("the build has every route of the spec in every language, and no other", () => {
  const expected = LOCALES.flatMap((locale) =>
    [
      ...SPEC_ROUTES,
      "/blog/page/2",
      ...serviceSlugs(locale).map((slug) => `/service/${slug}`),
      ...projectSlugs(locale).map((slug) => `/ourworks/${slug}`),
    ]
      .map((route) => noSlash(localePath(locale, route)))
      .concat(articleSlugs(locale).map((slug) => noSlash(localePath(locale, `/blog/${slug}`))))
      // issue 54: each category's and tag's list of articles (three or fewer each today: one page)
      .concat([...subjectPages(locale).keys()].map(noSlash)),
  );
  expect(pages.map((page) => page.route).sort()).toEqual(expected.sort());
  // what servers answer for an unknown address
  expect(existsSync(join(publicDir, "404.html"))).toBe(true);
});

test.each(pages.map((p) => [p.route, p.document]))(
  "%s has lang, title, description, canonical, Open Graph and Twitter tags",
  (route, page) => {
    const document = page();
    // <!DOCTYPE html> first, so browsers render in standards mode
    expect([document.doctype?.name, document.compatMode]).toEqual(["html", "CSS1Compat"]);
    expect(document.documentElement.getAttribute("lang")).toBe(localeOfPath(route));
    const titles = [...document.querySelectorAll("title")].filter((title) => !title.closest("svg"));
    expect(titles.map((title) => title.parentElement?.tagName)).toEqual(["HEAD"]);
    expect(meta(document, "description")?.length).toBeGreaterThan(40);
    const canonical = document.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    if (showsAnother(route))
      expect(noSlash(canonical[0].getAttribute("href") ?? "")).toMatch(
        new RegExp(`^${SITE}${noSlash(localePath(localeOfPath(route), "/blog/"))}/[^/]+$`),
      );
    else expect(noSlash(canonical[0].getAttribute("href") ?? "")).toBe(noSlash(`${SITE}${route}`));
    for (const key of [
      "og:type",
      "og:title",
      "og:description",
      "og:url",
      "og:site_name",
      "og:image",
      "og:image:alt",
      "twitter:card",
      "twitter:title",
      "twitter:description",
      "twitter:image",
      "twitter:image:alt",
    ]) {
      expect([key, meta(document, key)]).toEqual([key, expect.stringMatching(/\S/)]);
    }
    // a large image card (the image itself: share-images.test.ts)
    expect(meta(document, "twitter:card")).toBe("summary_large_image");
    expect(meta(document, "og:image")).toMatch(new RegExp(`^${SITE}/`));
    expect(robotsOf(document).includes("noindex")).toBe(isNoindex(route));
  },
);

test.each(LOCALES)("titles and descriptions are unique per page (%s)", (locale) => {
  // a name may be the same in both languages (a project called "Jelajah Nusantara Travel")
  // (/single-blog repeats the newest article's, whose page is its canonical one)
  const inLocale = pages.filter((p) => localeOfPath(p.route) === locale && !showsAnother(p.route));
  const titles = inLocale.map((p) => p.document().title);
  const descriptions = inLocale.map((p) => meta(p.document(), "description"));
  const repeated = (values: unknown[]) => values.filter((v, i) => values.indexOf(v) !== i);
  expect(repeated(titles)).toEqual([]);
  expect(repeated(descriptions)).toEqual([]);
});

test.each([
  ["/blog/page/2", "Our Blog, page 2", "honest blockchain projects. Page 2."],
  ["/id/blog/page/2", "Blog kami, halaman 2", "proyek blockchain yang jujur. Halaman 2."],
])("%s: a later page's title and description say which page, in sentences", (route, title, descriptionEnd) => {
  const document = parse(route);
  expect(document.title.startsWith(title)).toBe(true);
  expect(meta(document, "description")?.endsWith(descriptionEnd)).toBe(true);
});

test("the sitemap lists exactly the indexable pages, and robots.txt names it", () => {
  const index = readFileSync(join(publicDir, "sitemap-index.xml"), "utf8");
  expect(index).toContain(`<loc>${SITE}/sitemap-0.xml</loc>`);
  const locs = [...readFileSync(join(publicDir, "sitemap-0.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    noSlash(m[1]),
  );
  expect(locs.sort()).toEqual(indexable.map((p) => noSlash(`${SITE}${p.route}`)).sort());
  const robots = readFileSync(join(publicDir, "robots.txt"), "utf8");
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
});

test("home and contact pages describe the agency as a local business in Depok with its contact points", () => {
  for (const page of pages) {
    const blocks = [...page.document().querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ""),
    );
    if (isArticle(page.route)) continue; // below
    if (englishRoute(page.route) !== "/" && englishRoute(page.route) !== "/contact-us") {
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
    expect(data.contactPoint).toEqual(
      expect.arrayContaining([expect.objectContaining({ "@type": "ContactPoint", telephone: "+6281234567890" })]),
    );
    expect(data.sameAs).toHaveLength(4);
  }
});

test.each(pages.filter((p) => isArticle(p.route)).map((p) => [p.route, p.document]))(
  "%s describes itself as a BlogPosting with its breadcrumbs",
  (route, page) => {
    const document = page();
    // one script, a list of two (schema.org takes a list at the top)
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
      JSON.parse(script.textContent ?? ""),
    );
    expect(blocks.map((block) => block["@type"])).toEqual(["BlogPosting", "BreadcrumbList"]);
    const [posting, crumbs] = blocks;
    const url = `${SITE}${route}/`;
    expect(posting).toMatchObject({
      headline: document.querySelector("h1")?.textContent,
      inLanguage: localeOfPath(route),
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      author: { "@type": "Person", name: expect.stringMatching(/\S/) },
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      image: expect.stringMatching(new RegExp(`^${SITE}/static/`)),
      wordCount: expect.any(Number),
    });
    expect(posting.dateModified >= posting.datePublished).toBe(true);
    expect(posting.wordCount).toBeGreaterThan(400);
    expect(
      crumbs.itemListElement.map((item: { position: number; item: string }) => [item.position, item.item]),
    ).toEqual([
      [1, `${SITE}${localePath(localeOfPath(route), "/")}`],
      [2, `${SITE}${localePath(localeOfPath(route), "/blog/")}`],
      [3, url],
    ]);
  },
);

test("the sitemap gives each article its last change", () => {
  const sitemap = readFileSync(join(publicDir, "sitemap-0.xml"), "utf8");
  for (const slug of articleSlugs("en")) {
    const entry = new RegExp(`<url><loc>${SITE}/blog/${slug}/</loc>.*?</url>`).exec(sitemap)?.[0] ?? "";
    expect([slug, entry]).toEqual([slug, expect.stringMatching(/<lastmod>\d{4}-\d{2}-\d{2}/)]);
    expect(entry).toContain(`hreflang="id"`);
  }
});

// Editors' SEO values (issue 38): a fixed page's from content/page-seo.json, an entry's from its `seo`,
// each in the page's language; a value left empty falls back to the page's own.
describe("editors' SEO values, and the page's own where they set none", () => {
  type Seo = { metaTitle?: string; metaDescription?: string };
  const read = (file: string) =>
    JSON.parse(readFileSync(join(__dirname, "..", "..", "content", file), "utf8")) as Array<{ id: string; seo?: Seo }>;
  /** The entry's SEO values in `locale`: English's, with content/id's texts laid over them. */
  const seoOf = (file: string, id: string, locale: string): Seo => ({
    ...read(file).find((e) => e.id === id)?.seo,
    ...(locale === "en" ? {} : read(`${locale}/${file}`).find((e) => e.id === id)?.seo),
  });
  const cases = LOCALES.flatMap((locale) => [
    { route: localePath(locale, "/"), seo: seoOf("page-seo.json", "home", locale) },
    { route: localePath(locale, "/about-us"), seo: seoOf("page-seo.json", "about-us", locale) },
    {
      route: localePath(locale, `/service/${serviceSlugs(locale)[0]}`),
      seo: seoOf("services.json", "service-1", locale),
    },
    {
      route: localePath(locale, `/service/${serviceSlugs(locale)[1]}`),
      seo: seoOf("services.json", "service-2", locale),
    },
    { route: localePath(locale, `/blog/${articleSlugs(locale)[0]}`), seo: seoOf("blog-posts.json", "post-1", locale) },
  ]);

  test("the content gives a title and a description in both languages, and leaves some empty", () => {
    const given = cases.map(({ seo }) => [Boolean(seo.metaTitle), Boolean(seo.metaDescription)]);
    expect(given).toContainEqual([true, true]);
    expect(given).toContainEqual([false, true]);
    expect(given).toContainEqual([false, false]);
  });

  test.each(cases.map((c) => [noSlash(c.route), c.seo]))("%s", (route, seo) => {
    const document = parse(route);
    const title = document.title;
    if (seo.metaTitle) expect(title).toBe(seo.metaTitle);
    else expect(title).toMatch(/\S \| Nusakode$/);
    expect(meta(document, "og:title")).toBe(title);
    const description = meta(document, "description");
    if (seo.metaDescription) expect(description).toBe(seo.metaDescription);
    else expect(description).not.toBe(seoOf("page-seo.json", "home", localeOfPath(route)).metaDescription);
    expect(meta(document, "og:description")).toBe(description);
    expect(meta(document, "twitter:description")).toBe(description);
  });
});
