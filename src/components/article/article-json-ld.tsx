import React from "react";
import { articleJsonLd, jsonLdText } from "../../lib/structured-data";
import type { PageLocale } from "../../i18n/page-locale";
import { imageData } from "../../lib/image-data";
import { localePath } from "../../rules/locales";
import { pageTypePath } from "../../rules/page-types";

/** An article's BlogPosting and BreadcrumbList (schema.org), for its page's Head. */
export function ArticleJsonLd({ article, page }: { article: Queries.ArticleFieldsFragment; page: PageLocale }) {
  const { texts, locale, site } = page;
  const data = articleJsonLd(
    site.siteUrl,
    {
      title: article.title,
      description: article.content,
      path: article.pagePath,
      imagePath: imageData(article.image)?.images.fallback?.src,
      datePublished: article.dateIso,
      dateModified: article.updatedIso,
      author: article.authorMember.name,
      inLanguage: article.lang,
      wordCount: article.bodyWords,
      keywords: article.tags,
      section: article.category,
    },
    [
      { name: texts.breadcrumb.home, path: localePath(locale, "/") },
      { name: texts.breadcrumb.ourBlog, path: pageTypePath("article", locale) },
    ],
  );
  // JSON-LD is data, not a script the browser runs; jsonLdText escapes "<".
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
