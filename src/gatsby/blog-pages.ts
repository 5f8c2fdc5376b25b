// The blog's own pages in each language, from its articles newest first: the list, a few articles a
// page (/blog/, /blog/page/2/...), each category's and tag's list (./subject-pages.ts), /blog-grid,
// /single-blog showing the newest article, each article's neighbours (the articles published just
// before and after it, and up to three more of its category, the nearest in time), and the sidebar each of them shows:
// one
// slice per language (src/templates/blog-sidebar-slice.tsx) with the subjects and their counts.
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { fixedPageSeo, localeContext, localeSlices } from "./localized-pages";
import { createListPages, inEveryLanguage } from "./list-pages";
import { entryKey, type EntryContexts } from "./entry-contexts";
import { createSubjectPages, type SubjectArticle } from "./subject-pages";
import { LOCALES, localePath, type Locale } from "../rules/locales";
import { pageTypePath } from "../rules/page-types";
import type { SiteSettings } from "../i18n/page-locale";
import { blogSidebarSliceId, type BlogSidebarSliceContext } from "../lib/blog-subjects";
import { FIXED_TEXTS } from "../i18n/fixed-texts";

/** Articles on a page of the list (SPEC: the blog list shows three posts). */
export const ARTICLES_PER_PAGE = 3;
const RELATED = 3;

type ArticleNode = SubjectArticle & { dateIso: string; updatedIso: string | null };
type ArticleNodes = { allBlogPost: { nodes: ArticleNode[] } };
/** An article page's context beyond its own: its neighbours and its last change for the sitemap. */
export type ArticleNeighbours = {
  previousId: string;
  nextId: string;
  relatedIds: string[];
  lastmod: string;
};

/**
 * Up to `count` other articles of `article`'s category, those published nearest it in time first (one
 * after, one before, and on). Nearest, not newest: the newest would be on every article page of the
 * category, and each edit of one of them would render them all again (at 1,000 articles, hundreds).
 * `articles`: newest first.
 */
export function nearestOfCategory<A extends { category?: string | null }>(
  articles: A[],
  article: A,
  count: number,
): A[] {
  if (!article.category) return [];
  const same = articles.filter((other) => other.category === article.category);
  const at = same.indexOf(article);
  const nearest: A[] = [];
  for (let step = 1; nearest.length < count && (at - step >= 0 || at + step < same.length); step++) {
    for (const other of [same[at - step], same[at + step]]) if (other && nearest.length < count) nearest.push(other);
  }
  return nearest;
}

/** Makes the list's pages and /single-blog; answers each article's neighbours for its own page (entry-contexts.ts). */
export async function createBlogPages(
  { graphql, actions, reporter }: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">,
  site: Record<Locale, SiteSettings>,
): Promise<EntryContexts | undefined> {
  const result = await graphql<ArticleNodes>(`
    query BlogArticles {
      allBlogPost(sort: [{ dateIso: DESC }, { position: ASC }]) {
        nodes {
          contentId
          locale
          lang
          category
          tags
          dateIso
          updatedIso
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the articles for the blog's pages", result.errors);
    return undefined;
  }
  const neighbours = new Map<string, ArticleNeighbours>();
  const key = (locale: Locale, contentId: string) => entryKey("article", locale, contentId);
  // every article has a node in each language, so each language has as many list pages
  const articleCount = result.data.allBlogPost.nodes.filter((node) => node.locale === LOCALES[0]).length;
  const idsIn = (locale: Locale) =>
    result.data!.allBlogPost.nodes.filter((node) => node.locale === locale).map((node) => node.contentId);
  const blogSubjects = createSubjectPages(actions, result.data.allBlogPost.nodes, ARTICLES_PER_PAGE, site);
  for (const locale of LOCALES) {
    const { sidebar, search, searchPlaceholder, categories, recentPosts, tags } = FIXED_TEXTS[locale].blog;
    actions.createSlice<BlogSidebarSliceContext>({
      id: blogSidebarSliceId(locale),
      component: path.resolve("src/templates/blog-sidebar-slice.tsx"),
      context: {
        locale,
        texts: { sidebar, search, searchPlaceholder, categories, recentPosts, tags },
        blogSubjects: blogSubjects[locale],
      },
    });
  }
  createListPages(actions, {
    component: path.resolve("src/templates/blog-list.tsx"),
    languages: inEveryLanguage((locale) => pageTypePath("article", locale), articleCount),
    perPage: ARTICLES_PER_PAGE,
    context: (locale, place) => ({
      ids: idsIn(locale).slice(place.skip, place.skip + place.limit),
    }),
    site,
  });
  for (const locale of LOCALES) {
    const articles = result.data.allBlogPost.nodes.filter((node) => node.locale === locale);
    articles.forEach((article, i) => {
      const related = nearestOfCategory(articles, article, RELATED);
      // newest first: the one before it in time is after it in the list
      neighbours.set(key(locale, article.contentId), {
        previousId: articles[i + 1]?.contentId ?? "",
        nextId: articles[i - 1]?.contentId ?? "",
        relatedIds: related.map((other) => other.contentId),
        lastmod: article.updatedIso ?? article.dateIso,
      });
    });
    // /blog-grid (the spec's grid of the newest posts)
    const gridAlternates = Object.fromEntries(
      LOCALES.map((other) => [other, localePath(other, "/blog-grid/")]),
    ) as Record<Locale, string>;
    actions.createPage({
      path: gridAlternates[locale],
      component: path.resolve("src/templates/blog-grid.tsx"),
      slices: localeSlices(locale),
      context: {
        ...localeContext(locale, gridAlternates, site),
        ...fixedPageSeo(locale, gridAlternates[locale]),
      },
    });
    // /single-blog (the spec's single post): the newest article, with its page's template, naming that page as
    // canonical
    if (articles.length > 0) {
      const alternates = Object.fromEntries(
        LOCALES.map((other) => [other, localePath(other, "/single-blog/")]),
      ) as Record<Locale, string>;
      const { lastmod: _none, ...newest } = neighbours.get(key(locale, articles[0].contentId))!;
      actions.createPage({
        path: alternates[locale],
        component: path.resolve("src/templates/article.tsx"),
        slices: localeSlices(locale),
        context: {
          contentId: articles[0].contentId,
          ...newest,
          copyOfArticle: true,
          ...localeContext(locale, alternates, site),
        },
      });
    }
  }
  return neighbours;
}
