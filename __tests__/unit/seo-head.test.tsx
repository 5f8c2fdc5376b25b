// An editor's SEO values in a page's head (src/components/layout/seo.tsx): each replaces the page's
// own, and an empty one leaves it; noindex drops the language alternates, a canonical path is absolute.
import React from "react";
import { Seo } from "../../src/components/layout/seo";
import { pageContextOf } from "../support/page-locale";
import type { PageSeo } from "../../src/lib/page-seo";

// The Node build of the server renderer (the browser build needs TextEncoder, which jsdom lacks).

const { renderToStaticMarkup } = require("react-dom/server.node") as typeof import("react-dom/server");

const EMPTY: PageSeo = { metaTitle: null, metaDescription: null, canonicalPath: null, noindex: null, shareImage: null };
const head = (seo: PageSeo | null, fixedPageSeo: PageSeo | null = null) => {
  const page = { ...pageContextOf({ locale: "id", path: "/service/web-development/" }), seo: fixedPageSeo };
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(
    <Seo page={page} title="Pengembangan Web" description="Situs yang cepat." seo={seo} />,
  );
  const content = (selector: string) =>
    container.querySelector(selector)?.getAttribute("content") ??
    container.querySelector(selector)?.getAttribute("href");
  return {
    title: container.querySelector("title")?.textContent,
    description: content('meta[name="description"]'),
    canonical: content('link[rel="canonical"]'),
    robots: content('meta[name="robots"]'),
    alternates: container.querySelectorAll('link[rel="alternate"]').length,
    image: content('meta[property="og:image"]'),
    imageAlt: content('meta[property="og:image:alt"]'),
    card: content('meta[name="twitter:card"]'),
  };
};

test("without editor values: the page's own title, description and address", () => {
  expect(head(null)).toMatchObject({
    title: "Pengembangan Web | Nusakode",
    description: "Situs yang cepat.",
    canonical: "https://nusakode.id/id/service/web-development/",
    robots: undefined,
    alternates: 3,
  });
  expect(head(EMPTY)).toEqual(head(null));
});

test("an editor's title, description, canonical address, noindex and share image replace the page's", () => {
  const seo: PageSeo = {
    metaTitle: "Jasa pembuatan website di Depok",
    metaDescription: "Website cepat untuk bisnis.",
    canonicalPath: "/id/service/",
    noindex: true,
    shareImage: { src: "/static/abc/share.jpg", width: 1200, height: 630, alt: "Tim Nusakode" },
  };
  expect(head(seo)).toEqual({
    title: "Jasa pembuatan website di Depok",
    description: "Website cepat untuk bisnis.",
    canonical: "https://nusakode.id/id/service/",
    robots: "noindex",
    alternates: 0,
    image: "https://nusakode.id/static/abc/share.jpg",
    imageAlt: "Tim Nusakode",
    card: "summary_large_image",
  });
});

test("a fixed page's SEO entry comes with its page context; an entry's own replaces it", () => {
  const fixed: PageSeo = { ...EMPTY, metaTitle: "Dari halaman tetap" };
  expect(head(null, fixed).title).toBe("Dari halaman tetap");
  expect(head({ ...EMPTY, metaTitle: "Dari entri" }, fixed).title).toBe("Dari entri");
});
