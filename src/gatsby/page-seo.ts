// Each fixed page's SEO entry (PageSeo: the home page, /about-us, a list's first page...) in each
// language, for its page context (localeContext). Queried once in createPages, which runs before the
// pages of src/pages are made (onCreatePage), so their share images are resized like any image.
import type { CreatePagesArgs } from "gatsby";
import type { Locale } from "../rules/locales";
import { pageSeo, type PageSeo, type QueriedSeo } from "../lib/page-seo";

type PageSeoNodes = { allPageSeo: { nodes: Array<{ locale: Locale; page: string; seo: QueriedSeo | null }> } };

const key = (locale: Locale, path: string) => `${locale} ${path.length > 1 ? path.replace(/\/+$/, "") : path}`;
let loaded: Map<string, PageSeo> | undefined;

/** Reads every PageSeo entry; false when the query failed (the build then fails). */
export async function loadPageSeo({
  graphql,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<boolean> {
  const result = await graphql<PageSeoNodes>(`
    query PageSeoEntries {
      allPageSeo {
        nodes {
          locale
          page
          seo {
            metaTitle
            metaDescription
            canonicalPath
            noindex
            shareImage {
              childImageSharp {
                resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG) {
                  src
                  width
                  height
                }
              }
            }
            shareImageAlt
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the fixed pages' SEO entries (PageSeo)", result.errors);
    return false;
  }
  loaded = new Map(
    result.data.allPageSeo.nodes
      .map(({ locale, page, seo }) => [key(locale, page), pageSeo(seo)] as const)
      .filter((entry): entry is [string, PageSeo] => entry[1] !== null),
  );
  return true;
}

/** The SEO entry of the fixed page at `path` in `locale`, or null (none: the page's own texts). */
export function pageSeoOf(locale: Locale, path: string): PageSeo | null {
  if (!loaded) throw new Error("pageSeoOf before loadPageSeo: createPages loads the fixed pages' SEO entries first");
  return loaded.get(key(locale, path)) ?? null;
}
