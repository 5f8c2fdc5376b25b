import React from "react";
import { graphql, useStaticQuery } from "gatsby";

interface SeoProps {
  title: string;
  description?: string;
  pathname: string;
  /** keep the page out of search indexes (not-found and account pages) */
  noindex?: boolean;
}

/** Head tags for a page; used from each page's `Head` export. */
export function Seo({ title, description, pathname, noindex = false }: SeoProps) {
  const { siteSettings } = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
      siteSettings {
        name
        description
        siteUrl
      }
    }
  `);
  const siteName = siteSettings?.name ?? "";
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  const text = description ?? siteSettings?.description ?? "";
  const url = `${siteSettings?.siteUrl ?? ""}${pathname}`;
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="en_US" />
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
