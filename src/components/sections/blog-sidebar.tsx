import React from "react";
import { graphql, Slice } from "gatsby";
import { Link } from "../../i18n/link";
import * as styles from "./blog-sidebar.module.css";
import { useLocale } from "../../i18n/page-locale";
import { formatNumber } from "../../lib/numbers";
import { useContentLang } from "../../i18n/content-lang";
import { SearchForm } from "../forms/search-form";
import type { BlogSidebarTexts, BlogSubjects } from "../../lib/blog-subjects";

/**
 * Search, categories, recent posts and tags. The search goes to /search/; recent posts (the editors'
 * choice) link to their articles; categories and tags (counted from the articles when the pages are
 * made: src/gatsby/subject-pages.ts) to their lists of articles.
 */
export const fragment = graphql`
  fragment BlogSidebarFields on Sidebar {
    recentPostEntries {
      contentId
      lang
      title
      pagePath
      date
    }
  }
`;

/**
 * Where a page shows the blog's sidebar: the slice its page maps "blog-sidebar" to, its language's
 * (src/gatsby/localized-pages.ts's localeSlices). Gatsby reads the alias from this line, so it is a fixed word.
 */
export function BlogSidebarSlot() {
  return <Slice alias="blog-sidebar" />;
}

/**
 * `sidebar`: the language's, from its slice's query (sidebar(locale: ...) { ...BlogSidebarFields }), or
 * null when there is no Blog sidebar entry: then only its recent posts are left out; `subjects` and
 * `texts`: from the slice's context.
 */
export function BlogSidebar({
  sidebar,
  subjects,
  texts,
}: {
  sidebar: Queries.BlogSidebarFieldsFragment | null;
  subjects: BlogSubjects;
  texts: BlogSidebarTexts;
}) {
  const locale = useLocale();
  const langOf = useContentLang();
  return (
    <aside className={styles.sidebar} aria-label={texts.sidebar}>
      <SearchForm
        id="blog-search"
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        className={styles.widget}
        inputClassName={styles.search}
      />
      {subjects.categories.length > 0 && (
        <section className={styles.widget} aria-labelledby="sidebar-categories">
          <h2 id="sidebar-categories">{texts.categories}</h2>
          <ul>
            {subjects.categories.map((category) => (
              <li key={category.path}>
                <Link to={category.path} lang={langOf(category)}>
                  {category.name}
                </Link>{" "}
                <span>{`(${formatNumber(category.count, locale)})`}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {sidebar && sidebar.recentPostEntries.length > 0 && (
        <section className={styles.widget} aria-labelledby="sidebar-recent">
          <h2 id="sidebar-recent">{texts.recentPosts}</h2>
          <ul>
            {sidebar.recentPostEntries.map((post) => (
              <li key={post.contentId} lang={langOf(post)}>
                <Link to={post.pagePath}>{post.title}</Link>
                <br />
                <small>{post.date}</small>
              </li>
            ))}
          </ul>
        </section>
      )}
      {subjects.tags.length > 0 && (
        <section className={styles.widget} aria-labelledby="sidebar-tags">
          <h2 id="sidebar-tags">{texts.tags}</h2>
          <ul className={styles.tags}>
            {subjects.tags.map((tag) => (
              <li key={tag.path} lang={langOf(tag)}>
                <Link to={tag.path}>{tag.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
