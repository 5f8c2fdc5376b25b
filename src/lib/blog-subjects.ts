// What the blog's sidebar shows of the articles' categories and tags, counted when the pages are made
// (src/gatsby/subject-pages.ts) and given to the sidebar's slice in its context (blogSidebarSliceId).
import type { Texts } from "../i18n/en";
import type { Locale } from "../rules/locales";

/** A category or tag: its name (in `lang`, the language of the article it comes from), its page, its articles. */
export type SubjectLink = { name: string; lang: string; path: string; count: number };

export type BlogSubjects = { categories: SubjectLink[]; tags: SubjectLink[] };

/**
 * The blog's sidebar in `locale`: one Gatsby slice per language (src/templates/blog-sidebar-slice.tsx,
 * made in src/gatsby/blog-pages.ts), rendered once a build and stitched into every page that shows it,
 * so an edit it shows (an article's title in its recent posts, a subject's count) renders it again, not
 * every blog page.
 */
export const blogSidebarSliceId = (locale: Locale) => `blog-sidebar-${locale}`;

/** The fixed texts the sidebar shows (its slice's context carries these, not the whole table). */
export type BlogSidebarTexts = Pick<
  Texts["blog"],
  "sidebar" | "search" | "searchPlaceholder" | "categories" | "recentPosts" | "tags"
>;

/** The sidebar slice's context (src/gatsby/blog-pages.ts): its language, texts, and the articles' subjects. */
export type BlogSidebarSliceContext = { locale: Locale; texts: BlogSidebarTexts; blogSubjects: BlogSubjects };
