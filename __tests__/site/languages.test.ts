// The two languages of the built site (issue 27): each page's hreflang alternates, its fixed texts in
// its own language only, the sitemap's alternates, and the language switch. seo.test.ts checks that
// every route exists in both languages, with lang, canonical and the sitemap's locs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { within } from "@testing-library/dom";
import { builtPages } from "../support/built-pages";
import { parse } from "../support/built-dom";
import { publicDir } from "../support/site-files";
import { NOINDEX_PATHS } from "../../src/gatsby/noindex";
import { DEFAULT_LOCALE, LANGUAGES, LOCALES, localeOfPath, localePath, type Locale } from "../../src/rules/locales";
import { en } from "../../src/i18n/en";
import { id, SAME_IN_BOTH } from "../../src/i18n/id";

const SITE = "https://nusakode.id";
const pages = builtPages();
const routes = new Set(pages.map((page) => page.route));
const noSlash = (url: string) => (url.length > 1 ? url.replace(/\/$/, "") : url);
/** The route of an absolute address of the site ("https://nusakode.id/id/faq/" is "/id/faq"). */
const routeOf = (url: string) =>
  url.startsWith(`${SITE}/`) ? noSlash(url.slice(SITE.length)) : `not this site: ${url}`;
const englishRoute = (route: string) =>
  localeOfPath(route) === DEFAULT_LOCALE ? route : route.slice(`/${localeOfPath(route)}`.length) || "/";
const isNoindex = (route: string) => NOINDEX_PATHS.includes(englishRoute(route));
const HREFLANGS = [...LOCALES, "x-default"];

/** The page's <link rel="alternate" hreflang> as hreflang -> route; fails on a language given twice. */
function alternatesOf(route: string): Record<string, string> {
  const links = [...parse(route).head.querySelectorAll('link[rel="alternate"][hreflang]')];
  const langs = links.map((link) => link.getAttribute("hreflang")!);
  if (new Set(langs).size !== langs.length) throw new Error(`${route} lists an hreflang twice: ${langs.join(", ")}`);
  return Object.fromEntries(
    links.map((link) => [link.getAttribute("hreflang")!, routeOf(link.getAttribute("href") ?? "")]),
  );
}

describe("hreflang alternates", () => {
  test.each(pages.map((page) => page.route))(
    "%s: canonical is itself; alternates built, reciprocal, x-default English (none when noindex)",
    (route) => {
      const canonical = [...parse(route).head.querySelectorAll('link[rel="canonical"]')].map((link) =>
        routeOf(link.getAttribute("href") ?? ""),
      );
      // /single-blog shows the newest article: its canonical address is the article's own page, in the same language
      if (/^(\/id)?\/single-blog$/.test(route))
        expect(canonical).toEqual([
          expect.stringMatching(new RegExp(`^${localePath(localeOfPath(route), "/blog/")}[^/]+$`)),
        ]);
      else expect(canonical).toEqual([route]);
      const alternates = alternatesOf(route);
      if (isNoindex(route)) {
        // a page kept out of indexes offers no alternates to index
        expect(alternates).toEqual({});
        return;
      }
      expect(Object.keys(alternates).sort()).toEqual([...HREFLANGS].sort());
      const locale = localeOfPath(route);
      expect(alternates[locale]).toBe(route);
      expect(alternates["x-default"]).toBe(alternates[DEFAULT_LOCALE]);
      for (const other of LOCALES) {
        const target = alternates[other];
        // each alternate is a page of the build, in its language, and names this page back as its `locale`
        // alternate, with the same set of addresses (so every pair of the group is reciprocal)
        expect([other, target, routes.has(target), localeOfPath(target)]).toEqual([other, target, true, other]);
        expect([target, alternatesOf(target)]).toEqual([target, alternates]);
      }
    },
  );
});

// ---- fixed texts: no page shows the other language's table -------------------------------------
// The tables are read from src/i18n (en.ts, id.ts), minus SAME_IN_BOTH. The built HTML holds what a
// page shows before anyone acts; what appears only then (a form's errors and status messages) is
// checked in the browser (contact.test.ts, in Indonesian) and in the unit tests (texts.test.tsx).

type Table = { [key: string]: string | Table };
/** "group.key" -> text */
const entries = (table: Table, prefix = ""): Array<[string, string]> =>
  Object.entries(table).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
const TABLES: Record<Locale, Map<string, string>> = { en: new Map(entries(en)), id: new Map(entries(id)) };

/**
 * Parts of fixed texts that say nothing about the language they are found in, with the reason:
 * words both languages write alike, or so short and general that content in the page's own
 * language contains them. Every other part of every text that differs between the tables is checked.
 */
const NOT_TELLING: Record<string, string> = {
  FAQ: "Indonesian writes FAQ too (the menu, 'Kategori FAQ')",
  detail: "an Indonesian word as well ('peduli pada detail')",
  Bahasa: "English content names the language Bahasa Indonesia",
  Search: "Indonesian content names Google Search Console",
  // job titles are written in English on the Indonesian pages too (content/id/GLOSSARY.md, "Jabatan")
  Project: "the job title 'Project Manager'",
  Client: "the job title 'Client Success Lead'",
  Tag: "the Indonesian word for tags, and English's heading of a tag's page ('Tag: SEO')",
};

/**
 * The parts of a text looked for: the text split at its {placeholders} (what fills them is content or
 * a number, in either language), each part then matched as whole words, case-sensitively (wordRegExp).
 */
const partsOf = (text: string): string[] =>
  text
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part) && !(part in NOT_TELLING)); // punctuation alone ("{description} Page {page}.") tells no language
const wordRegExp = (part: string) => {
  const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `${/^[\p{L}\p{N}]/u.test(part) ? "(?<![\\p{L}\\p{N}])" : ""}${escaped}${/[\p{L}\p{N}]$/u.test(part) ? "(?![\\p{L}\\p{N}])" : ""}`,
    "u",
  );
};

/** The other language's fixed texts that must not appear on a page in `locale`: key, part and its pattern. */
function foreignParts(locale: Locale) {
  const own = TABLES[locale];
  return LOCALES.filter((other) => other !== locale).flatMap((other) =>
    [...TABLES[other]]
      .filter(([key, text]) => !SAME_IN_BOTH.includes(key) && text !== own.get(key))
      .flatMap(([key, text]) =>
        partsOf(text).map((part) => ({ key: `${other}.${key}`, part, pattern: wordRegExp(part) })),
      ),
  );
}

const SKIPPED = new Set(["SCRIPT", "STYLE", "TEMPLATE"]);
/** Attributes a visitor meets: read by screen readers, shown as tooltips or in empty fields. */
const VISITOR_ATTRIBUTES = [
  "alt",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "placeholder",
  "title",
];
const isButtonValue = (element: Element) =>
  element.tagName === "BUTTON" ||
  (element.tagName === "INPUT" &&
    ["button", "submit", "reset"].includes((element.getAttribute("type") ?? "").toLowerCase()));

/**
 * What a visitor of `route` reads in the page's language: the head's title and descriptions, the
 * body's text, and the attributes above, each labelled with where it is. Text marked as another
 * language (lang="en" on an Indonesian page: an entry not translated yet, the switch's "English") is
 * left out: it says it is in that language.
 */
function visitorTexts(route: string): Array<{ where: string; text: string }> {
  const document = parse(route);
  const locale = document.documentElement.getAttribute("lang");
  const found: Array<{ where: string; text: string }> = [{ where: "<title>", text: document.title }];
  for (const meta of document.head.querySelectorAll("meta[name], meta[property]")) {
    const key = meta.getAttribute("name") ?? meta.getAttribute("property") ?? "";
    if (/(^|:)(title|description)$/.test(key))
      found.push({ where: `<meta ${key}>`, text: meta.getAttribute("content") ?? "" });
  }
  const text: string[] = [];
  const walk = (element: Element, lang: string | null) => {
    const own = element.getAttribute("lang") ?? lang;
    if (own !== locale) return;
    const tag = element.tagName.toLowerCase();
    for (const name of VISITOR_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) found.push({ where: `<${tag} ${name}>`, text: value });
    }
    if (isButtonValue(element) && element.getAttribute("value"))
      found.push({ where: `<${tag} value>`, text: element.getAttribute("value")! });
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === 3) text.push(child.nodeValue ?? "");
      else if (child.nodeType === 1 && !SKIPPED.has((child as Element).tagName)) walk(child as Element, own);
    }
  };
  walk(document.body, locale);
  found.push({ where: "the text", text: text.join(" ").replace(/\s+/g, " ") });
  return found;
}

describe("fixed texts", () => {
  test.each(pages.map((page) => page.route))("%s shows none of the other language's fixed texts", (route) => {
    const parts = foreignParts(localeOfPath(route));
    const texts = visitorTexts(route);
    const found = parts.flatMap(({ key, part, pattern }) =>
      texts
        .filter(({ text }) => pattern.test(text))
        .map(
          ({ where, text }) =>
            `${key} "${part}" in ${where}: ${where === "the text" ? `...${text.slice(Math.max(0, text.search(pattern) - 40), text.search(pattern) + part.length + 40)}...` : text}`,
        ),
    );
    expect(found).toEqual([]);
  });
});

// ---- the sitemap ---------------------------------------------------------------------------------

test("the sitemap lists the pages of both languages, each with its head's alternates for en, id and x-default", () => {
  const xml = readFileSync(join(publicDir, "sitemap-0.xml"), "utf8");
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    route: routeOf(/<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? ""),
    links: [...url.matchAll(/<xhtml:link\b([^>]*)\/?>/g)].map(([, attributes]) => ({
      rel: /\brel="([^"]*)"/.exec(attributes)?.[1],
      hreflang: /\bhreflang="([^"]*)"/.exec(attributes)?.[1] ?? "",
      route: routeOf(/\bhref="([^"]*)"/.exec(attributes)?.[1] ?? ""),
    })),
  }));
  expect(new Set(urls.map(({ route }) => localeOfPath(route)))).toEqual(new Set(LOCALES));
  for (const locale of LOCALES) {
    // as many pages in each language (seo.test.ts: the locs are exactly the indexable pages)
    expect([locale, urls.filter(({ route }) => localeOfPath(route) === locale).length]).toEqual([
      locale,
      urls.length / LOCALES.length,
    ]);
  }
  for (const { route, links } of urls) {
    expect([route, links.map(({ rel }) => rel)]).toEqual([route, HREFLANGS.map(() => "alternate")]);
    expect([route, links.map(({ hreflang }) => hreflang).sort()]).toEqual([route, [...HREFLANGS].sort()]);
    expect([route, Object.fromEntries(links.map(({ hreflang, route: href }) => [hreflang, href]))]).toEqual([
      route,
      alternatesOf(route),
    ]);
  }
});

// ---- the language switch ----------------------------------------------------------------------------

/**
 * Where the page's language switch leads for `locale`: the head's alternate, or (noindex pages) the same fixed page.
 */
const switchTarget = (route: string, locale: Locale) =>
  alternatesOf(route)[locale] ?? noSlash(localePath(locale, englishRoute(route)));

test.each(pages.map((page) => page.route))(
  "%s: the language switch links to the page in each language, each named in itself, the current one marked",
  (route) => {
    const document = parse(route);
    const locale = localeOfPath(route);
    const label = TABLES[locale].get("languageSwitch.label")!;
    const switches = [...document.body.querySelectorAll(`[aria-label="${label}"]`)];
    // in the header, and in the mobile menu where there is one
    const mobileMenu = document.body.querySelector(`nav[aria-label="${TABLES[locale].get("mobileMenu.navigation")}"]`);
    expect(
      switches.map((element) =>
        mobileMenu?.contains(element) ? "mobile menu" : element.closest("header") ? "header" : "elsewhere",
      ),
    ).toEqual(mobileMenu ? ["header", "mobile menu"] : ["header"]);
    for (const element of switches) {
      expect(element.querySelectorAll("a")).toHaveLength(LOCALES.length);
      for (const other of LOCALES) {
        const link = within(element as HTMLElement).getByRole("link", { name: LANGUAGES[other].name, hidden: true });
        expect({
          other,
          lang: link.getAttribute("lang"),
          hreflang: link.getAttribute("hreflang"),
          current: link.getAttribute("aria-current"),
          href: noSlash(link.getAttribute("href") ?? ""),
        }).toEqual({
          other,
          lang: other,
          hreflang: other,
          current: other === locale ? "true" : null,
          href: other === locale ? route : switchTarget(route, other),
        });
      }
    }
  },
);
