// gatsby-plugin-feed's options: one RSS feed of the articles per language (/rss.xml, /id/rss.xml), the
// newest first, each announced in the head of its language's pages.
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "../rules/locales";
import { FIXED_TEXTS } from "../i18n/fixed-texts";

type FeedData = {
  siteSettings: { siteUrl: string; name: string; description: string };
  allBlogPost: {
    nodes: Array<{
      contentId: string;
      title: string;
      content: string;
      pagePath: string;
      dateIso: string;
      category: string | null;
      tags: string[];
      authorMember: { name: string };
    }>;
  };
};

/** Articles in a feed: the newest, as readers poll it often; the blog's pages keep every article. */
export const FEED_ARTICLES = 20;

/** Only pages of the language (its prefix, or no other language's for English). */
const pagesOf = (locale: Locale) =>
  locale === DEFAULT_LOCALE
    ? `^/(?!(${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join("|")})/)`
    : `^${localePath(locale, "/")}`;

const feedOf = (locale: Locale) => ({
  output: localePath(locale, "/rss.xml"),
  title: FIXED_TEXTS[locale].blog.feed,
  match: pagesOf(locale),
  query: `{
    siteSettings(locale: { eq: "${locale}" }) { siteUrl name description }
    allBlogPost(filter: { locale: { eq: "${locale}" } }, sort: [{ dateIso: DESC }, { position: ASC }], limit: ${FEED_ARTICLES}) {
      nodes { contentId title content pagePath dateIso category tags authorMember { name } }
    }
  }`,
  setup: ({ query }: { query: FeedData }) => ({
    title: `${query.siteSettings.name}: ${FIXED_TEXTS[locale].blog.title}`,
    description: query.siteSettings.description,
    site_url: `${query.siteSettings.siteUrl}${localePath(locale, "/")}`,
    feed_url: `${query.siteSettings.siteUrl}${localePath(locale, "/rss.xml")}`,
    language: locale,
    generator: "Nusakode",
  }),
  serialize: ({ query }: { query: FeedData }) =>
    query.allBlogPost.nodes.map((article) => ({
      title: article.title,
      description: article.content,
      url: `${query.siteSettings.siteUrl}${article.pagePath}`,
      guid: `${query.siteSettings.siteUrl}${article.pagePath}`,
      date: article.dateIso,
      author: article.authorMember.name,
      categories: [...new Set([...(article.category ? [article.category] : []), ...article.tags])],
    })),
});

export const feedOptions = { feeds: LOCALES.map(feedOf) };
