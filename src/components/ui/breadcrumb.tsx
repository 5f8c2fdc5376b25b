import React from "react";
import { Link } from "../../i18n/link";
import { breadcrumbPath } from "../../lib/breadcrumb";
import * as styles from "./breadcrumb.module.css";

/** Home > (category) > current page. */
export function Breadcrumb({ current, category }: { current: string; category?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {category && (
          <li>
            <Link to={breadcrumbPath(category)}>{category}</Link>
          </li>
        )}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
