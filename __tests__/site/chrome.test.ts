import { readdirSync } from "node:fs";
import { join } from "node:path";
import { builtHtml, publicDir, textOf } from "../support/site-files";

describe("home page chrome", () => {
  const html = builtHtml("/");
  const text = textOf(html);

  it("links the header logo to / and has the main navigation and Contact Us", () => {
    expect(html).toMatch(/<header[^>]*>[\s\S]*?<a[^>]*href="\/"[^>]*><img[^>]*alt="Nusakode home"/);
    const nav = html.match(/<nav aria-label="Main"[\s\S]*?<\/nav>/)?.[0] ?? "";
    for (const [label, href] of [["Home", "/"], ["Service", "/service"], ["Our Works", "/ourworks"], ["About Us", "/about-us"]]) {
      expect(nav).toMatch(new RegExp(`href="${href}"[^>]*>${label}</a>`));
    }
    expect(html).toMatch(/href="\/contact-us"[^>]*>Contact Us<\/a>/);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*><span class="visually-hidden">Menu<\/span>/);
  });

  it("has the rich footer with the contact block and 'Send us a message'", () => {
    expect(text).toContain("Lets start a project together");
    expect(text).toContain("Send us a message");
    expect(html).toContain('href="tel:+6281234567890"');
    expect(html).toContain('href="mailto:hello@nusakode.id"');
    for (const network of ["Twitter", "Facebook", "Instagram", "LinkedIn"]) {
      expect(html).toMatch(new RegExp(`target="_blank" rel="noopener noreferrer" aria-label="${network} \\(opens in a new tab\\)"`));
    }
    expect(text).toContain("© 2025 Nusakode. All rights reserved.");
  });

  it("renders the hero from the content nodes, with one h1", () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(text).toContain("Digital products that help your business grow");
    expect(html).toMatch(/href="\/contact-us"[^>]*>Start a project<\/a>/);
  });

  it("ships the preloader in the HTML, hidden by CSS after 700 ms and under reduced motion", () => {
    expect(html).toContain('<div id="preloader" aria-hidden="true">');
    expect(html).toContain("animation:preloader-out 200ms ease 700ms forwards");
    expect(html).toContain("@media (prefers-reduced-motion:reduce){#preloader{display:none}}");
  });

  it("has lang, title, description and canonical in the head", () => {
    expect(html).toMatch(/<html[^>]*lang="en"/);
    expect(html).toMatch(/<title[^>]*>Digital agency in Depok, Indonesia \| Nusakode<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<link rel="canonical" href="https://nusakode.id/"');
  });
});

describe("not-found page", () => {
  const html = builtHtml("404.html");
  it("shows the spec's texts and is kept out of the index", () => {
    const text = textOf(html);
    expect(text).toContain("We can't find the page you are looking for");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to homepage<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(text).toContain("© 2025 Nusakode. All rights reserved.");
  });
});

it("no built page is empty", () => {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !["static", "page-data", "_gatsby", "~partytown", "images"].includes(entry.name)) walk(join(dir, entry.name));
      else if (entry.name.endsWith(".html")) pages.push(join(dir, entry.name));
    }
  };
  walk(publicDir);
  expect(pages.length).toBeGreaterThanOrEqual(2);
  for (const page of pages) {
    const relative = page.slice(publicDir.length);
    expect({ page: relative, words: textOf(builtHtml(relative)).split(" ").length > 25 }).toEqual({ page: relative, words: true });
  }
});
