import React, { useEffect, useRef, useState } from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import { Link } from "../i18n/link";
import { fill } from "../i18n/fill";
import { usePageLocale, type PageLocale } from "../i18n/page-locale";
import { pageTypePath } from "../rules/page-types";
import { SearchForm, SEARCH_WORDS } from "../components/forms/search-form";
import { formatNumber } from "../lib/numbers";
import { searchSite, type SearchResult } from "../lib/site-search";
import * as styles from "./search.module.css";
import * as formStyles from "../components/forms/form.module.css";

type Search =
  | { state: "idle" }
  | { state: "searching"; query: string }
  | { state: "found"; query: string; total: number; results: SearchResult[] }
  | { state: "failed"; query: string };

/**
 * The site's search: a plain GET form (the blog's sidebar sends the same), whose words (?q=) are looked
 * up on arrival in the index of the page's language (src/lib/site-search.ts).
 */
export default function SearchPage({ location }: PageProps) {
  const { locale, texts } = usePageLocale();
  const t = texts.search;
  const input = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState<Search>({ state: "idle" });
  useEffect(() => {
    const query = new URLSearchParams(location.search).get(SEARCH_WORDS)?.trim() ?? "";
    // the words searched for stay in the box; what a visitor typed before the page was ready stays too
    if (input.current && input.current.value === "") input.current.value = query;
    if (query === "") return setSearch({ state: "idle" });
    let current = true;
    setSearch({ state: "searching", query });
    searchSite(query).then(
      (found) => current && setSearch({ state: "found", query, ...found }),
      () => current && setSearch({ state: "failed", query }),
    );
    return () => {
      current = false;
    };
  }, [location.search]);
  return (
    <Layout>
      <PageTitle title={t.title} lead={t.lead} />
      <div className="container">
        <SearchForm
          ref={input}
          id="search-words"
          label={t.label}
          describedBy="search-hint"
          className={styles.form}
          inputClassName={styles.input}
        >
          <button type="submit" className={formStyles.submit}>
            {t.submit}
          </button>
        </SearchForm>
        <p id="search-hint">{t.hint}</p>
        <p role="status" className={styles.status}>
          {search.state === "searching" && fill(t.searching, { query: search.query })}
          {search.state === "failed" && t.failed}
          {search.state === "found" && search.total === 0 && (
            <>
              {fill(t.none, { query: search.query })} <Link to={pageTypePath("article", locale)}>{t.noneLink}</Link>.
            </>
          )}
          {search.state === "found" &&
            search.total > 0 &&
            fill(search.total === 1 ? t.oneResult : t.results, {
              query: search.query,
              count: formatNumber(search.total, locale),
            })}
          {search.state === "found" &&
            search.total > search.results.length &&
            ` ${fill(t.firstShown, { shown: formatNumber(search.results.length, locale) })}`}
        </p>
        {search.state === "found" && search.total > 0 && (
          <ol className={styles.results}>
            {search.results.map((result) => (
              <li key={result.url}>
                {result.kind && <p className={styles.kind}>{t.kinds[result.kind]}</p>}
                <h2>
                  <a href={result.url}>{result.title}</a>
                </h2>
                <p className={styles.excerpt}>
                  {result.excerpt.map((part, i) =>
                    part.marked ? (
                      <mark key={i}>{part.text}</mark>
                    ) : (
                      <React.Fragment key={i}>{part.text}</React.Fragment>
                    ),
                  )}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Layout>
  );
}

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo
    page={pageContext}
    title={pageContext.texts.head.search.title}
    description={pageContext.texts.head.search.description}
    noindex
  />
);
