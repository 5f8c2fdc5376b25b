import React from "react";
import { graphql } from "gatsby";
import type { PageLocale } from "../../i18n/page-locale";
import type { PageSeo } from "../../lib/page-seo";
import { DEFAULT_LOCALE, LANGUAGES, LOCALES } from "../../rules/locales";
import { SHARE_IMAGE_SIZE, shareImagePath } from "../../lib/share-image";
import { pageTitle } from "../../lib/page-title";

interface SeoProps {
  /** the page's context: its language and its address in every language */
  page: PageLocale;
  title: string;
  description?: string;
  /** keep the page out of search indexes (not-found and account pages) */
  noindex?: boolean;
  /** Open Graph's type: an article's page is an "article" */
  type?: "website" | "article";
  /** the address search engines should index instead, when this page shows another's content (/single-blog) */
  canonicalPath?: string;
  /**
   * the editor's SEO values of an entry's page (a fixed page's come in its page context); each empty one falls back to
   * the above
   */
  seo?: PageSeo | null;
  /** more head tags (structured data) */
  children?: React.ReactNode;
}

/** An entry's SEO values as its page's query asks for them (pageSeo() makes them the head's). */
export const fragment = graphql`
  fragment SeoFields on Seo {
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
`;

/**
 * Head tags for a page; used from each page's `Head` export (which gets the page context, not the page's providers).
 */
export function Seo({
  page,
  title,
  description,
  noindex: keptOut = false,
  type = "website",
  canonicalPath,
  seo: entrySeo,
  children,
}: SeoProps) {
  const { locale, alternates, site } = page;
  const seo = entrySeo ?? page.seo;
  const siteName = site.name;
  // an editor's title for search is the whole title, as they wrote it
  const fullTitle = seo?.metaTitle ?? pageTitle(title, siteName);
  const text = seo?.metaDescription ?? description ?? site.description;
  const noindex = keptOut || seo?.noindex === true;
  const urlOf = (path: string) => `${site.siteUrl}${path}`;
  const url = urlOf(seo?.canonicalPath ?? canonicalPath ?? alternates[locale]);
  // an editor's share image, else the one the build draws for the page (src/gatsby/after-build/share-images.ts)
  const image = seo?.shareImage ?? { src: shareImagePath(alternates[locale]), ...SHARE_IMAGE_SIZE, alt: title };
  const imageUrl = image.src.startsWith("/") ? urlOf(image.src) : image.src;
  return (
    <>
      <html lang={locale} />
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {/* the same page in every language, English for anyone else; a page kept out of indexes has none */}
      {!noindex &&
        LOCALES.map((other) => <link key={other} rel="alternate" hrefLang={other} href={urlOf(alternates[other])} />)}
      {!noindex && <link rel="alternate" hrefLang="x-default" href={urlOf(alternates[DEFAULT_LOCALE])} />}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={LANGUAGES[locale].ogLocale} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} property="og:locale:alternate" content={LANGUAGES[other].ogLocale} />
      ))}
      {noindex && <meta name="robots" content="noindex" />}
      {children}
    </>
  );
}
