// Issue 36: every article has its own page in each language, its body rendered from the same blocks
// whichever source wrote them, and a feed per language lists them newest first.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { within } from "@testing-library/dom";
import Parser from "rss-parser";
import { publicDir } from "../support/site-files";
import { mainOf, parse } from "../support/built-dom";
import { textIn } from "../support/dom-text";
import { articleSlugs } from "../support/content-slugs";
import { localePath, type Locale } from "../../src/rules/locales";
import english from "../../content/blog-posts.json";
import indonesian from "../../content/id/blog-posts.json";

const SITE = "https://nusakode.id";
const routes = (locale: Locale) => articleSlugs(locale).map((slug) => localePath(locale, `/blog/${slug}`));
const articleOf = (route: string) => within(mainOf(parse(route))).getAllByRole("article")[0];
const textOf = (locale: Locale, i: number) => (locale === "en" ? english[i] : { ...english[i], ...indonesian[i] });

describe.each<Locale>(["en", "id"])("articles (%s)", (locale) => {
  test.each(routes(locale).map((route, i) => [route, i]))(
    "%s shows its title, cover, dates in the page's language, author, body and tags",
    (route, i) => {
      const article = articleOf(route as string);
      const content = textOf(locale, i as number);
      expect(within(article).getByRole("heading", { level: 1 }).textContent).toBe(content.title);
      const cover = article.querySelector("figure img:not([aria-hidden]):not([data-placeholder-image])");
      // built-in covers illustrate (decorative: content/ gives no alternative text; the CMS's media library may)
      expect(cover?.getAttribute("alt")).toBe("");
      const published = article.querySelector(`time[datetime]`);
      expect(published?.textContent).toMatch(
        locale === "id"
          ? /^\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}$/
          : /^\d{1,2} [A-Z][a-z]+ \d{4}$/,
      );
      expect(textIn(article)).toContain(locale === "id" ? "Oleh " : "By ");
      expect(textIn(article)).toMatch(locale === "id" ? /\d+ menit baca/ : /\d+ min read/);
      expect(textIn(within(article).getByRole("list", { name: locale === "id" ? "Tag" : "Tags" }))).toBe(
        content.tags.join(" "),
      );
      // the body is the content's: its first paragraph's text, in the page
      const first = (content.body as Array<{ type: string; children: Array<{ text?: string }> }>).find(
        (block) => block.type === "paragraph",
      )!;
      expect(textIn(article)).toContain(
        first.children
          .map((c) => c.text ?? "")
          .join("")
          .slice(0, 40),
      );
    },
  );

  test("the bodies render every kind of block and text the editor can write, as elements (never HTML from content)", () => {
    const found = new Set<string>();
    for (const route of routes(locale)) {
      const body = articleOf(route).querySelector('[class*="body"]')!;
      for (const selector of [
        "h2",
        "h3",
        "h4",
        "p",
        "ul > li",
        "ol > li",
        "blockquote",
        "pre > code",
        "strong",
        "em",
        "u",
        "del",
        ":not(pre) > code",
        "a[href^='/']",
        "a[href^='https://']",
        "img",
      ]) {
        if (body.querySelector(selector)) found.add(selector);
      }
      // a link to another site opens in a new tab, safely, and says so
      for (const link of body.querySelectorAll("a[href^='https://']")) {
        expect([link.getAttribute("target"), link.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]);
      }
      // a link to this site leads to the page in the page's language
      for (const link of body.querySelectorAll("a[href^='/']"))
        expect(link.getAttribute("href")!.startsWith(localePath(locale, "/"))).toBe(true);
    }
    expect([...found].sort()).toEqual(
      [
        "h2",
        "h3",
        "h4",
        "p",
        "ul > li",
        "ol > li",
        "blockquote",
        "pre > code",
        "strong",
        "em",
        "u",
        "del",
        ":not(pre) > code",
        "a[href^='/']",
        "a[href^='https://']",
        "img",
      ].sort(),
    );
  });

  test("an image in a body has its alternative text, its size and loads lazily", () => {
    const images = routes(locale).flatMap((route) => [
      ...articleOf(route).querySelectorAll('[class*="body"] img[data-main-image]'),
    ]);
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const img of images) {
      expect(img.getAttribute("alt")).toMatch(/\S/);
      expect(img.getAttribute("loading")).toBe("lazy");
      expect(img.closest("[data-gatsby-image-wrapper]")).not.toBeNull();
    }
  });

  test("an article leads to the one before and after it and to related articles", () => {
    const newest = articleOf(routes(locale)[0]);
    const nav = within(newest).getByRole("navigation", { name: locale === "id" ? "Artikel lainnya" : "More articles" });
    expect(nav.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe(
      `${localePath(locale, "/blog/")}${articleSlugs(locale)[1]}/`,
    );
    expect(nav.querySelector('a[rel="next"]')).toBeNull();
  });

  test(`the feed ${localePath(locale, "/rss.xml")} lists the newest articles first (today, all ${english.length}), each at its page`, async () => {
    const xml = readFileSync(join(publicDir, localePath(locale, "/rss.xml")), "utf8");
    const feed = await new Parser().parseString(xml);
    expect(feed.items.map((item) => item.link)).toEqual(
      articleSlugs(locale).map((slug) => `${SITE}${localePath(locale, "/blog/")}${slug}/`),
    );
    expect(feed.items.map((item) => item.title)).toEqual(english.map((_, i) => textOf(locale, i).title));
    const dates = feed.items.map((item) => Date.parse(item.pubDate ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(feed.language).toBe(locale);
    // announced in the head of the language's pages
    const link = parse(localePath(locale, "/about-us")).head.querySelector(
      'link[rel="alternate"][type="application/rss+xml"]',
    );
    expect(link?.getAttribute("href")).toBe(localePath(locale, "/rss.xml"));
  });
});

test("/single-blog shows the newest article and names its own page as canonical", () => {
  const document = parse("/single-blog");
  expect(within(mainOf(document)).getByRole("heading", { level: 1 }).textContent).toBe(english[0].title);
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
    `${SITE}/blog/${articleSlugs("en")[0]}/`,
  );
});
