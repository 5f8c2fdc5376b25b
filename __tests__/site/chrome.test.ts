import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { within } from "@testing-library/dom";
import { builtHtml, publicDir } from "../support/site-files";
import { mainOf, parse } from "../support/built-dom";
import { textIn } from "../support/dom-text";
import { opensSafelyInNewTab } from "../support/new-tab";
import { builtPages } from "../support/built-pages";
import { filesAfterPaint } from "../../src/lib/after-paint";

const hrefOf = (element: Element) => element.getAttribute("href");

describe("home page chrome", () => {
  const document = () => parse("/");
  const banner = () => within(document().body).getByRole("banner");

  it("links the header logo to / and has the main navigation and Contact Us", () => {
    const header = within(banner());
    expect(hrefOf(header.getByRole("link", { name: "Nusakode home" }))).toBe("/");
    const nav = within(header.getByRole("navigation", { name: "Main" }));
    for (const [label, href] of [
      ["Home", "/"],
      ["Service", "/service"],
      ["Our Works", "/ourworks"],
      ["About Us", "/about-us"],
    ]) {
      expect([label, hrefOf(nav.getByRole("link", { name: label }))]).toEqual([label, href]);
    }
    expect(hrefOf(header.getByRole("link", { name: "Contact Us" }))).toBe("/contact-us");
    expect(header.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("has the rich footer with the contact block and 'Send us a message'", () => {
    const footer = within(document().body).getByRole("contentinfo");
    const inFooter = within(footer);
    expect(inFooter.getByRole("heading", { name: "Lets start a project together" })).toBeTruthy();
    expect(inFooter.getByRole("heading", { name: "Send us a message" })).toBeTruthy();
    expect(footer.querySelector('a[href="tel:+6281234567890"]')).not.toBeNull();
    expect(footer.querySelector('a[href="mailto:hello@nusakode.id"]')).not.toBeNull();
    for (const network of ["Twitter", "Facebook", "Instagram", "LinkedIn"]) {
      const link = inFooter.getByRole("link", { name: `${network} (opens in a new tab)` });
      expect([network, opensSafelyInNewTab(link)]).toEqual([network, true]);
    }
    expect(textIn(footer)).toContain("© 2025 Nusakode. All rights reserved.");
  });

  it("renders the hero from the content nodes, with one h1", () => {
    const h1s = document().querySelectorAll("h1");
    expect(h1s).toHaveLength(1);
    expect(textIn(h1s[0])).toBe("Digital products that help your business grow");
    expect(hrefOf(within(mainOf(document())).getByRole("link", { name: "Start a project" }))).toBe("/contact-us");
  });

  it("ships the preloader in the HTML, hidden by CSS after 700 ms and under reduced motion", () => {
    const preloader = document().getElementById("preloader");
    expect(preloader?.getAttribute("aria-hidden")).toBe("true");
    // the stylesheets inlined in the page (parse() leaves their text out)
    const css = [...builtHtml("/").matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join("\n");
    expect(css).toContain("animation:preloader-out 200ms ease 700ms forwards");
    expect(css).toContain("@media (prefers-reduced-motion:reduce){#preloader{display:none}}");
  });

  it("has lang, title, description and canonical in the head", () => {
    expect(document().documentElement.getAttribute("lang")).toBe("en");
    // the title for search results the content gives the home page (content/page-seo.json)
    expect(document().title).toBe("Nusakode: websites, apps and AI for businesses in Depok");
    expect(document().querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/\S/);
    expect(document().querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://nusakode.id/");
  });
});

describe("not-found page", () => {
  it("shows the spec's texts and is kept out of the index", () => {
    const document = parse("404.html");
    const main = mainOf(document);
    expect(textIn(main)).toContain("We can't find the page you are looking for");
    expect(hrefOf(within(main).getByRole("link", { name: "Return to homepage" }))).toBe("/");
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(textIn(within(document.body).getByRole("contentinfo"))).toContain("© 2025 Nusakode. All rights reserved.");
  });
});

// Words of <main> alone: the header, menu and footer say 25 words or more on every page by themselves.
// The not-found page says only its sentence and its link (13 words); the shortest other page,
// /reset-password, says 27.
const MIN_WORDS = 20;
const MIN_WORDS_NOT_FOUND = 10;

it("no built page is empty", () => {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (
        entry.isDirectory() &&
        !["static", "page-data", "_gatsby", "~partytown", "images", "vendor"].includes(entry.name)
      )
        walk(join(dir, entry.name));
      else if (entry.name.endsWith(".html")) pages.push(relative(publicDir, join(dir, entry.name)));
    }
  };
  walk(publicDir);
  expect(pages.length).toBeGreaterThanOrEqual(30);
  const found = pages.map((page) => {
    const mains = parse(page).querySelectorAll("main, [role=main]");
    const words = mains.length === 1 ? textIn(mains[0]).split(" ").filter(Boolean).length : 0;
    return {
      page,
      mains: mains.length,
      enough: words >= (/^(id\/)?404(\/|\.html)/.test(page) ? MIN_WORDS_NOT_FOUND : MIN_WORDS),
      words,
    };
  });
  const expected = found.map(({ page, words }) => ({ page, mains: 1, enough: true, words }));
  expect(found).toEqual(expected);
});

// The page renderer and the browser's bundle name CSS modules' classes each on their own
// (src/gatsby/webpack.ts): a difference leaves every element of a module unstyled.
test("every CSS module's class a page's HTML names is in the stylesheet it loads", () => {
  const missing = builtPages().flatMap(({ route, file }) => {
    const html = readFileSync(file, "utf8");
    const css = filesAfterPaint(html)
      .styles.map((url) => readFileSync(join(publicDir, url), "utf8"))
      .join("\n");
    const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
    return [...classes]
      .filter((name) => name.includes("-module--") && !css.includes(`.${name}`))
      .map((name) => `${route}: ${name}`);
  });
  expect(missing).toEqual([]);
});
