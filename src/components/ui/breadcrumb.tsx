import React from "react";
import { Link } from "../../i18n/link";
import { breadcrumbPath } from "../../lib/breadcrumb";
import * as styles from "./breadcrumb.module.css";
import { useTexts } from "../../i18n/page-locale";

/**
 * A breadcrumb's middle step: `category` is its name in the spec's mapping to an address (English,
 * src/lib/breadcrumb.ts), `categoryLabel` what the visitor reads, in the page's language.
 */
export type BreadcrumbCategory =
  { category?: undefined; categoryLabel?: undefined } | { category: string; categoryLabel: string };

/**
 * Home > (category) > current page; `currentLang`: the current page's name's language where it is not the page's
 * (useContentLang).
 */
export function Breadcrumb({
  current,
  currentLang,
  category,
  categoryLabel,
}: { current: string; currentLang?: string } & BreadcrumbCategory) {
  const texts = useTexts();
  return (
    <nav aria-label={texts.breadcrumb.label} className={styles.breadcrumb} data-pagefind-ignore>
      <ol>
        <li>
          <Link to="/">{texts.breadcrumb.home}</Link>
        </li>
        {category && (
          <li>
            <Link to={breadcrumbPath(category)}>{categoryLabel}</Link>
          </li>
        )}
        <li aria-current="page" lang={currentLang}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
