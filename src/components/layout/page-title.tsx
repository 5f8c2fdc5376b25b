import React from "react";
import { Breadcrumb, type BreadcrumbCategory } from "../ui/breadcrumb";
import * as styles from "./page-title.module.css";

/** Breadcrumb and the page's one h1, with an optional lead paragraph. */
export function PageTitle({ title, lead, ...crumb }: { title: string; lead?: string } & BreadcrumbCategory) {
  return (
    <div className={`container ${styles.pageTitle}`}>
      <Breadcrumb current={title} {...crumb} />
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
