// Issue 54: a page per category and per tag of the articles, in both languages, listing exactly the
// articles that name it; the blog's sidebar counts them and links there, and an article's own category
// and tags lead there too. Which pages should exist comes from content/, through the site's own rules.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { within } from "@testing-library/dom";
import Parser from "rss-parser";
import { mainOf, parse } from "../support/built-dom";
import { textIn } from "../support/dom-text";
import { publicDir } from "../support/site-files";
import { articleSlugs, subjectPages } from "../support/content-slugs";
import { LOCALES, localePath, type Locale } from "../../src/rules/locales";
import { listPagePath } from "../../src/lib/list-pages";
import { ARTICLES_PER_PAGE } from "../../src/gatsby/blog-pages";
import { FEED_ARTICLES } from "../../src/gatsby/feeds";

const SITE = "https://nusakode.id";
const hrefOf = (element: Element) => element.getAttribute("href")!;
const noSlash = (path: string) => path.replace(/\/$/, "");
const sitemap = readFileSync(join(publicDir, "sitemap-0.xml"), "utf8");
const subjects = LOCALES.flatMap((locale) =>
  [...subjectPages(locale)].map(([path, articles]) => ({ locale, path, articles })),
);

/** Every page of a subject's list: the articles it links to, its heading, hreflang alternates and sidebar counts. */
function listed(path: string) {
  const pages: Document[] = [];
  for (let n = 1; ; n++) {
    pages.push(parse(noSlash(listPagePath(path, n))));
    const nav = within(mainOf(pages[0])).queryByRole("navigation");
    if (!nav || n >= within(nav).queryAllByRole("link", { name: /^(Page|Halaman) \d+$/ }).length + 1) break;
  }
  const articles = pages.flatMap((page) =>
    within(mainOf(page))
      .getAllByRole("article")
      .map((card) => hrefOf(within(card).getAllByRole("link")[0])),
  );
  return { first: pages[0], articles, pageCount: pages.length };
}

test("the built-in articles call for categories and tags in both languages", () => {
  for (const locale of LOCALES) {
    const paths = [...subjectPages(locale).keys()];
    expect(
      paths.filter((path) => path.includes(locale === "en" ? "/blog/category/" : "/id/blog/kategori/")).length,
    ).toBeGreaterThanOrEqual(4);
    expect(paths.filter((path) => path.includes(localePath(locale, "/blog/tag/"))).length).toBeGreaterThanOrEqual(10);
  }
});

test.each(subjects.map((s) => [s.path, s]))(
  "%s lists exactly the articles that name it, newest first, a few a page, with its own title, canonical, hreflang and sitemap entry",
  (_path, { locale, path, articles }) => {
    const { first, articles: shown, pageCount } = listed(path);
    expect([...shown].sort()).toEqual(articles.map((slug) => localePath(locale, `/blog/${slug}/`)).sort());
    // newest first, as the blog: in the order of the blog's own list
    const order = articleSlugs(locale).map((slug) => localePath(locale, `/blog/${slug}/`));
    expect(shown).toEqual([...shown].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(pageCount).toBe(Math.ceil(articles.length / ARTICLES_PER_PAGE));
    const heading = textIn(within(mainOf(first)).getByRole("heading", { level: 1 }));
    expect(heading).toMatch(locale === "en" ? /^(Category|Tag): \S/ : /^(Kategori|Tag): \S/);
    expect(first.title.startsWith(heading)).toBe(true);
    expect(first.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}${path}`);
    // the same subject in the other language, a built page of the same kind
    const alternates = Object.fromEntries(
      [...first.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href")!.slice(SITE.length),
      ]),
    );
    expect(alternates[locale]).toBe(path);
    // (articles pair across languages by their place in content/: the other language's subject lists the same ones)
    const entriesOf = (l: Locale, slugs: string[]) => slugs.map((slug) => articleSlugs(l).indexOf(slug)).sort();
    for (const other of LOCALES.filter((l) => l !== locale))
      expect(entriesOf(other, subjectPages(other).get(alternates[other]) ?? [])).toEqual(entriesOf(locale, articles));
    expect(sitemap).toContain(`<loc>${SITE}${path}</loc>`);
    // breadcrumbs: Home > the blog > this subject
    expect(
      within(first.body)
        .getByRole("navigation", { name: locale === "en" ? "Breadcrumb" : "Jejak navigasi" })
        .querySelectorAll("a"),
    ).toHaveLength(2);
  },
);

test.each(LOCALES.map((locale) => [locale]))(
  "the sidebar (%s) lists every category with the number of articles its page lists, and tags that lead to their pages",
  (locale: Locale) => {
    const sidebar = within(mainOf(parse(noSlash(localePath(locale, "/blog/"))))).getByRole("complementary");
    const [categories, , tags] = within(sidebar).getAllByRole("region");
    const counted = within(categories)
      .getAllByRole("listitem")
      .map((item) => [hrefOf(within(item).getByRole("link")), Number(/\((\d+)\)$/.exec(textIn(item))![1])]);
    const expected = [...subjectPages(locale)].filter(([path]) =>
      path.includes(locale === "en" ? "/blog/category/" : "/id/blog/kategori/"),
    );
    expect(counted.sort()).toEqual(expected.map(([path, articles]) => [path, articles.length]).sort());
    for (const [path, count] of counted) expect(listed(path as string).articles).toHaveLength(count as number);
    for (const link of within(tags).getAllByRole("link")) expect(subjectPages(locale).has(hrefOf(link))).toBe(true);
  },
);

test.each(LOCALES.map((locale) => [locale]))(
  "an article (%s) links its category and each of its tags to their pages",
  (locale: Locale) => {
    for (const slug of articleSlugs(locale)) {
      const main = mainOf(parse(noSlash(localePath(locale, `/blog/${slug}/`))));
      const article = within(main).getAllByRole("article")[0];
      const links = within(article)
        .queryAllByRole("link")
        .map(hrefOf)
        .filter((href) => subjectPages(locale).has(href));
      const own = [...subjectPages(locale)].filter(([, articles]) => articles.includes(slug)).map(([path]) => path);
      expect(links.sort()).toEqual(own.sort());
    }
  },
);

test.each(subjects.map((s) => [s.path, s]))(
  "%s: a category's list has its own feed of its articles, newest first; a tag's has none",
  async (_path, { locale, path }) => {
    const isCategory = path.includes(locale === "en" ? "/blog/category/" : "/id/blog/kategori/");
    const { first, articles } = listed(path);
    const feeds = [...first.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map(hrefOf);
    const own = `${path}rss.xml`;
    expect(feeds).toEqual(isCategory ? [localePath(locale, "/rss.xml"), own] : [localePath(locale, "/rss.xml")]);
    expect(existsSync(join(publicDir, own))).toBe(isCategory);
    if (!isCategory) return;
    const feed = await new Parser().parseString(readFileSync(join(publicDir, own), "utf8"));
    expect(feed.link).toBe(`${SITE}${path}`);
    expect(feed.language).toBe(locale);
    expect(feed.title).toBe(first.title);
    expect(feed.items.map((item) => item.link)).toEqual(
      articles.slice(0, FEED_ARTICLES).map((page) => `${SITE}${page}`),
    );
  },
);
