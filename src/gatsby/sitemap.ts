// gatsby-plugin-sitemap's options: every indexable page of every language, each with its addresses in
// all languages (hreflang alternates, as in each page's head), English for anyone else (x-default).
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "../rules/locales";
import { NOINDEX_PATHS } from "./noindex";

interface SitemapPage {
  path: string;
  /**
   * lastmod: an article's last change (blog-pages.ts); indexed: false where an editor kept the page out
   * (seo-indexing.ts)
   */
  pageContext?: { alternates?: Record<Locale, string>; lastmod?: string; indexed?: boolean };
}

/** /single-blog shows the newest article, whose own address is its canonical one: only that is listed. */
const SHOWN_ELSEWHERE = ["/single-blog"];
const excludes = LOCALES.flatMap((locale) =>
  [...NOINDEX_PATHS, ...SHOWN_ELSEWHERE].map((path) => localePath(locale, path)),
).flatMap((path) => [path, `${path}/`]);

export const sitemapOptions = {
  excludes,
  query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }`,
  resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
    allSitePage.nodes.filter((page) => page.pageContext?.indexed !== false),
  serialize: ({ path, pageContext }: SitemapPage) => {
    const alternates = pageContext?.alternates;
    if (!alternates) return { url: path };
    const links = [
      ...LOCALES.map((lang) => ({ lang, url: alternates[lang] })),
      { lang: "x-default", url: alternates[DEFAULT_LOCALE] },
    ];
    return { url: path, links, ...(pageContext?.lastmod ? { lastmod: pageContext.lastmod } : {}) };
  },
};
