import React from "react";
import type { FormInfo as Info } from "../../hooks/use-kept-submit";
import * as styles from "./form.module.css";

/** What a submit did: a polite status, or an alert when it failed. */
export function FormInfo({ info }: { info: Info }) {
  return (
    <div
      role={info?.error ? "alert" : "status"}
      className={info ? (info.error ? styles.failure : styles.status) : undefined}
    >
      {info?.message}
    </div>
  );
}
