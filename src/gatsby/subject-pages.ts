// A page per category and per tag of the articles in each language (src/rules/article-subjects.js),
// its articles newest first, a few a page like the blog (/blog/category/development/, .../page/2/),
// and what the blog's sidebar shows of them: each subject with the number of articles its page lists.
import path from "node:path";
import type { Actions } from "gatsby";
import { LOCALES, type Locale } from "../rules/locales";
import { pageTypePath } from "../rules/page-types";
import {
  SUBJECTS,
  subjectFeedPath,
  subjectPath,
  subjectsOfArticles,
  type SubjectKind,
} from "../rules/article-subjects";
import { createListPages } from "./list-pages";
import type { SiteSettings } from "../i18n/page-locale";
import type { BlogSubjects, SubjectLink } from "../lib/blog-subjects";

/** An article as the subjects need it, in one language, the articles newest first. */
export type SubjectArticle = {
  contentId: string;
  locale: Locale;
  lang: string;
  category: string | null;
  tags: ReadonlyArray<string> | null;
};

/** The sidebar's tags: the most used, so the sidebar stays short; every tag's page is linked from its articles. */
const SIDEBAR_TAGS = 12;

type Found = { kind: SubjectKind; locale: Locale; path: string; names: string[]; lang: string; articleIds: string[] };

/** Every subject of every language, by its page's address, with its articles' ids (subjectsOfArticles). */
function subjectsOf(articles: SubjectArticle[]): Map<string, Found> {
  return new Map(
    [...subjectsOfArticles(articles)].map(([pagePath, { articles: named, ...subject }]) => [
      pagePath,
      { ...subject, lang: named[0].lang, articleIds: named.map((article) => article.contentId) },
    ]),
  );
}

/**
 * The same subject in `other`: what the subject's newest article names at the same place in that
 * language (its category; its tag at the same position). Undefined when that article names none there.
 */
function sameSubjectIn(
  other: Locale,
  subject: Found,
  byArticle: Map<string, SubjectArticle>,
  found: Map<string, Found>,
): Found | undefined {
  const { ofArticle } = SUBJECTS.find((s) => s.kind === subject.kind)!;
  const here = byArticle.get(`${subject.locale}/${subject.articleIds[0]}`)!;
  const there = byArticle.get(`${other}/${subject.articleIds[0]}`);
  if (!there) return undefined;
  const position = ofArticle(here).findIndex(
    (name) => subjectPath(subject.kind, subject.locale, name) === subject.path,
  );
  const name = ofArticle(there)[position];
  const otherPath = name === undefined ? undefined : subjectPath(subject.kind, other, name);
  return otherPath ? found.get(otherPath) : undefined;
}

/** Makes every subject's pages; answers what the sidebar shows in each language. */
export function createSubjectPages(
  actions: Actions,
  articles: SubjectArticle[],
  perPage: number,
  site: Record<Locale, SiteSettings>,
): Record<Locale, BlogSubjects> {
  const found = subjectsOf(articles);
  const byArticle = new Map(articles.map((article) => [`${article.locale}/${article.contentId}`, article]));
  const links = (locale: Locale, kind: SubjectKind): SubjectLink[] =>
    [...found.values()]
      .filter((subject) => subject.locale === locale && subject.kind === kind)
      .map((subject) => ({
        name: subject.names[0],
        lang: subject.lang,
        path: subject.path,
        count: subject.articleIds.length,
      }));
  const byName = (locale: Locale) => (a: SubjectLink, b: SubjectLink) => a.name.localeCompare(b.name, locale);
  const blogSubjects = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        categories: links(locale, "category").sort(byName(locale)),
        tags: links(locale, "tag")
          .sort((a, b) => b.count - a.count || byName(locale)(a, b))
          .slice(0, SIDEBAR_TAGS)
          .sort(byName(locale)),
      },
    ]),
  ) as Record<Locale, BlogSubjects>;
  for (const subject of found.values()) {
    // the same subject's list in each language, else that language's blog
    const languages = Object.fromEntries(
      LOCALES.flatMap((other) => {
        const counterpart = other === subject.locale ? subject : sameSubjectIn(other, subject, byArticle, found);
        return counterpart ? [[other, { first: counterpart.path, itemCount: counterpart.articleIds.length }]] : [];
      }),
    );
    createListPages(actions, {
      component: path.resolve("src/templates/blog-list.tsx"),
      languages,
      make: [subject.locale],
      elsewhere: (other) => pageTypePath("article", other),
      perPage,
      context: (_, place) => ({
        ids: subject.articleIds.slice(place.skip, place.skip + place.limit),
        subject: { kind: subject.kind, name: subject.names[0] },
        feed: subjectFeedPath(subject.kind, subject.locale, subject.names[0]),
      }),
      site,
    });
  }
  return blogSubjects;
}
