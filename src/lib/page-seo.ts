// An editor's SEO values for a page, as its head uses them (src/components/layout/seo.tsx): from an
// entry's `seo` (services, projects, articles) or a fixed page's SEO entry (src/gatsby/page-seo.ts).

import type { PageSeo } from "../rules/seo";

export type { PageSeo };

/** What a query of an entry's or a page's `seo` answers (fragment SeoFields). */
export interface QueriedSeo {
  readonly metaTitle: string | null;
  readonly metaDescription: string | null;
  readonly canonicalPath: string | null;
  readonly noindex: boolean | null;
  readonly shareImage: {
    readonly childImageSharp: {
      readonly resize: {
        readonly src: string | null;
        readonly width: number | null;
        readonly height: number | null;
      } | null;
    } | null;
  } | null;
  readonly shareImageAlt: string | null;
}

/** The queried values as the head uses them; null without any. */
export function pageSeo(seo: QueriedSeo | null | undefined): PageSeo | null {
  if (!seo) return null;
  const resized = seo.shareImage?.childImageSharp?.resize;
  return {
    metaTitle: seo.metaTitle,
    metaDescription: seo.metaDescription,
    canonicalPath: seo.canonicalPath,
    noindex: seo.noindex,
    shareImage: resized?.src
      ? { src: resized.src, width: resized.width ?? 1200, height: resized.height ?? 630, alt: seo.shareImageAlt ?? "" }
      : null,
  };
}
