import React from "react";
import { graphql } from "gatsby";
import { Link } from "../../i18n/link";
import * as styles from "./blog-sidebar.module.css";
import { usePageLocale } from "../../i18n/page-locale";
import { formatNumber } from "../../lib/numbers";
import { useContentLang } from "../../i18n/content-lang";
import { SearchForm } from "../forms/search-form";

/** Search, categories, recent posts and tags. The search goes to /search/; recent posts link to their articles; categories and tags to the home page, as the spec says. */
export const fragment = graphql`
  fragment BlogSidebarFields on Sidebar {
    lang
    categories {
      name
      count
    }
    recentPostEntries {
      contentId
      lang
      title
      pagePath
      date
    }
    tags
  }
`;

/** `sidebar`: the page's language's, from its query (sidebar(locale: ...) { ...BlogSidebarFields }). */
export function BlogSidebar({ sidebar }: { sidebar: Queries.BlogSidebarFieldsFragment | null }) {
  const { locale, texts } = usePageLocale();
  const langOf = useContentLang();
  if (!sidebar) return null;
  return (
    <aside className={styles.sidebar} aria-label={texts.blog.sidebar}>
      <SearchForm id="blog-search" label={texts.blog.search} placeholder={texts.blog.searchPlaceholder} className={styles.widget} inputClassName={styles.search} />
      <section className={styles.widget} aria-labelledby="sidebar-categories">
        <h2 id="sidebar-categories">{texts.blog.categories}</h2>
        <ul>
          {sidebar.categories.map((c) => (
            <li key={c.name}>
              <Link to="/" lang={langOf(sidebar)}>{c.name}</Link> <span>({formatNumber(c.count, locale)})</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.widget} aria-labelledby="sidebar-recent">
        <h2 id="sidebar-recent">{texts.blog.recentPosts}</h2>
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
      <section className={styles.widget} aria-labelledby="sidebar-tags">
        <h2 id="sidebar-tags">{texts.blog.tags}</h2>
        <ul className={styles.tags} lang={langOf(sidebar)}>
          {sidebar.tags.map((tag) => (
            <li key={tag}>
              <Link to="/">{tag}</Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
