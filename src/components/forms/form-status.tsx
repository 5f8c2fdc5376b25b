import React from "react";
import * as styles from "./form.module.css";

/** A polite live region for what a submit did. */
export function FormStatus({ message }: { message: string | null }) {
  return (
    <div role="status" className={message ? styles.status : undefined}>
      {message}
    </div>
  );
}
