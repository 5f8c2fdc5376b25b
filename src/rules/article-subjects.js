"use strict";
// What the blog's articles are about (issue 54): each article's category and tags, as editors write
// them in each language, and the page listing a subject's articles in each language (newest first,
// paginated like the blog). The one table the build (src/gatsby/subject-pages.ts) and the pages that
// link to subjects (the sidebar, an article's category and tags) read. Plain CommonJS, like
// page-types.js, so the build and the browser share it.

const { slugify } = require("./slug");

/**
 * @typedef {"category" | "tag"} SubjectKind
 * @typedef {{ kind: SubjectKind, base: Record<import("./locales").Locale, string>, ofArticle: (article: { category?:
 * string | null, tags?: ReadonlyArray<string> | null }) => string[], feed: boolean }} Subject
 * (feed: each subject's list has its own RSS feed beside it, <list>rss.xml: a category's, not a tag's)
 */

/** @type {readonly Subject[]} */
const SUBJECTS = Object.freeze([
  {
    kind: "category",
    base: { en: "/blog/category/", id: "/id/blog/kategori/" },
    ofArticle: (article) => (article.category ? [article.category] : []),
    feed: true,
  },
  {
    kind: "tag",
    base: { en: "/blog/tag/", id: "/id/blog/tag/" },
    ofArticle: (article) => [...(article.tags ?? [])],
    feed: false,
  },
]);

/** @param {SubjectKind} kind @returns {Subject} */
function subject(kind) {
  const found = SUBJECTS.find((s) => s.kind === kind);
  if (!found) throw new Error(`No article subject "${kind}" (src/rules/article-subjects.js)`);
  return found;
}

/**
 * The address of the page listing the articles of a category or tag named `name` in `locale`:
 * its name made a slug (Smart contracts: /blog/tag/smart-contracts/). Undefined when the name has
 * nothing a slug keeps (only punctuation): such a subject has no page.
 * @param {SubjectKind} kind @param {import("./locales").Locale} locale @param {string} name
 */
function subjectPath(kind, locale, name) {
  const slug = slugify(name);
  return slug === "" ? undefined : `${subject(kind).base[locale]}${slug}/`;
}

/**
 * The address of the RSS feed of a subject's articles, when its kind has feeds (a category's:
 * /blog/category/development/rss.xml); else undefined.
 * @param {SubjectKind} kind @param {import("./locales").Locale} locale @param {string} name
 */
function subjectFeedPath(kind, locale, name) {
  const page = subjectPath(kind, locale, name);
  return page && subject(kind).feed ? `${page}rss.xml` : undefined;
}

/** @typedef {import("./locales").Locale} Locale */
/**
 * A subject as the articles name it (subjectsOfArticles).
 * @template A
 * @typedef {{ kind: SubjectKind, locale: Locale, path: string, names: string[], articles: A[] }} NamedSubject
 */

/**
 * Every subject the articles name, in each language, by its page's address: its kind, language, the
 * names articles give it (one slug may come from several spellings) and its articles in the order
 * given, each once however often it names the subject. The subjects' pages and their feeds read it.
 * @template {{ locale: import("./locales").Locale, category?: string | null, tags?: ReadonlyArray<string> | null }} A
 * @param {ReadonlyArray<A>} articles
 * @returns {Map<string, NamedSubject<A>>}
 */
function subjectsOfArticles(articles) {
  /** @type {Map<string, NamedSubject<A>>} */
  const found = new Map();
  for (const article of articles)
    for (const { kind, ofArticle } of SUBJECTS)
      for (const name of ofArticle(article)) {
        const pagePath = subjectPath(kind, article.locale, name);
        if (!pagePath) continue;
        const subject = found.get(pagePath) ?? {
          kind,
          locale: article.locale,
          path: pagePath,
          names: [],
          articles: [],
        };
        if (!subject.names.includes(name)) subject.names.push(name);
        if (!subject.articles.includes(article)) subject.articles.push(article);
        found.set(pagePath, subject);
      }
  return found;
}

module.exports = { SUBJECTS, subjectPath, subjectFeedPath, subjectsOfArticles };
