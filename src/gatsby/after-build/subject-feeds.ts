// The RSS feed of each category's articles, beside its list (/blog/category/development/rss.xml,
// /id/blog/kategori/pengembangan/rss.xml): the newest first, as many as the language's feed holds, each
// item as that feed writes it (../feeds.ts). Which subjects have feeds, and where, is
// src/rules/article-subjects.js's; the list's head names its feed (src/templates/blog-list.tsx). A feed
// whose subject no article names any more is removed, so the release carries no stale feed.
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import RSS from "rss";
import { SUBJECTS, subjectFeedPath, subjectsOfArticles, type SubjectKind } from "../../rules/article-subjects";
import { LOCALES, type Locale } from "../../rules/locales";
import { FIXED_TEXTS } from "../../i18n/fixed-texts";
import { fill } from "../../i18n/fill";
import { pageTitle } from "../../lib/page-title";
import { FEED_ARTICLE_FIELDS, FEED_ARTICLES, feedItem, type FeedArticle } from "../feeds";

type Graphql = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>;
type Data = {
  allSiteSettings: { nodes: Array<{ locale: Locale; siteUrl: string; name: string }> };
  allBlogPost: { nodes: Array<FeedArticle & { locale: Locale }> };
};
type Feed = { kind: SubjectKind; locale: Locale; name: string; articles: FeedArticle[] };

/** Writes every subject's feed into public/; answers how many. */
export async function writeSubjectFeeds(graphql: Graphql, publicDir: string): Promise<number> {
  const { data, errors } = await graphql<Data>(`{
    allSiteSettings { nodes { locale siteUrl name } }
    allBlogPost(sort: [{ dateIso: DESC }, { position: ASC }]) { nodes { locale ${FEED_ARTICLE_FIELDS} } }
  }`);
  if (errors || !data) throw new Error(`The subjects' feeds: their query failed: ${JSON.stringify(errors)}`);
  const feeds = new Map<string, Feed>();
  for (const { kind, locale, names, articles } of subjectsOfArticles(data.allBlogPost.nodes).values()) {
    const feedPath = subjectFeedPath(kind, locale, names[0]);
    if (feedPath) feeds.set(feedPath, { kind, locale, name: names[0], articles });
  }
  for (const [feedPath, { kind, locale, name, articles }] of feeds) {
    const site = data.allSiteSettings.nodes.find((settings) => settings.locale === locale)!;
    const texts = FIXED_TEXTS[locale].blogSubjects[kind];
    const listUrl = `${site.siteUrl}${feedPath.slice(0, -"rss.xml".length)}`;
    const rss = new RSS({
      title: pageTitle(fill(texts.title, { name }), site.name), // as the list's page
      description: fill(texts.lead, { name }),
      site_url: listUrl,
      feed_url: `${site.siteUrl}${feedPath}`,
      language: locale,
      generator: "Nusakode",
    });
    for (const article of articles.slice(0, FEED_ARTICLES)) rss.item(feedItem(site.siteUrl, article));
    writeFileSync(path.join(publicDir, feedPath), rss.xml());
  }
  for (const { base, feed } of SUBJECTS)
    for (const locale of LOCALES) {
      const folder = path.join(publicDir, base[locale]);
      if (!feed || !existsSync(folder)) continue;
      for (const slug of readdirSync(folder)) {
        const stale = `${base[locale]}${slug}/rss.xml`;
        if (!feeds.has(stale) && existsSync(path.join(publicDir, stale))) rmSync(path.join(publicDir, stale));
      }
    }
  return feeds.size;
}
