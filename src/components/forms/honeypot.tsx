import React from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import * as styles from "./form.module.css";

/**
 * The honeypot (src/rules/visitor-forms.js): off-screen, out of the tab order and the accessibility
 * tree, no label, no autofill; only a bot fills it, and then nothing is kept or sent.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
