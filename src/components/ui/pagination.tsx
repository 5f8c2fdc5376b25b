import React from "react";
import { Link } from "../../i18n/link";
import { usePageLocale } from "../../i18n/page-locale";
import { formatNumber } from "../../lib/numbers";
import type { ListPlace } from "../../lib/list-pages";
import * as styles from "./pagination.module.css";

/** A list's page numbers (the blog, the portfolio), with previous and next; nothing when it has one page. */
export function Pagination({
  label,
  list,
}: {
  label: string;
  list: Pick<ListPlace, "page" | "pageCount" | "pagePaths">;
}) {
  const { locale, texts } = usePageLocale();
  const { page, pageCount, pagePaths } = list;
  if (pageCount <= 1) return null;
  const number = (n: number) => (
    <>
      <span className="visually-hidden">{texts.pagination.page} </span>
      {formatNumber(n, locale)}
    </>
  );
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={pagePaths[page - 2]} rel="prev" aria-label={texts.pagination.previousPage}>
              <span aria-hidden="true">←</span>
            </Link>
          </li>
        )}
        {pagePaths.map((path, i) => (
          <li key={path}>
            {i + 1 === page ? <span aria-current="page">{number(i + 1)}</span> : <Link to={path}>{number(i + 1)}</Link>}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={pagePaths[page]} rel="next" aria-label={texts.pagination.nextPage}>
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
