import React from "react";
import { AccountLayout } from "../layout/account-layout";
import * as styles from "./account-panel.module.css";

/** A page of the second layout group: heading, a short intro and its form. */
export function AccountPanel({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <AccountLayout>
      <div className={`container ${styles.panel}`}>
        <h1>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {children}
      </div>
    </AccountLayout>
  );
}
