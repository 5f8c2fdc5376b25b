// gatsby-plugin-feed's options: one RSS feed of the articles per language (/rss.xml, /id/rss.xml), the
// newest first, each announced in the head of its language's pages. Each category's own feed is written
// after the build (after-build/subject-feeds.ts), its items made the same way (feedItem).
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "../rules/locales";
import { FIXED_TEXTS } from "../i18n/fixed-texts";

/** An article as a feed shows it. */
export type FeedArticle = {
  title: string;
  content: string;
  pagePath: string;
  dateIso: string;
  category: string | null;
  tags: string[];
  authorMember: { name: string };
};

/** The fields of a BlogPost node a feed reads (the GraphQL selection of FeedArticle). */
export const FEED_ARTICLE_FIELDS = "title content pagePath dateIso category tags authorMember { name }";

type FeedData = {
  siteSettings: { siteUrl: string; name: string; description: string };
  allBlogPost: { nodes: FeedArticle[] };
};

/** One article as an item of a feed (gatsby-plugin-feed and the category feeds write it alike). */
export const feedItem = (siteUrl: string, article: FeedArticle) => ({
  title: article.title,
  description: article.content,
  url: `${siteUrl}${article.pagePath}`,
  guid: `${siteUrl}${article.pagePath}`,
  date: article.dateIso,
  author: article.authorMember.name,
  categories: [...new Set([...(article.category ? [article.category] : []), ...article.tags])],
});

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
      nodes { ${FEED_ARTICLE_FIELDS} }
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
    query.allBlogPost.nodes.map((article) => feedItem(query.siteSettings.siteUrl, article)),
});

export const feedOptions = { feeds: LOCALES.map(feedOf) };
