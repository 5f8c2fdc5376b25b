import React from "react";
import * as styles from "./form.module.css";

/** Google and Facebook buttons of the account forms, opening in a new tab. */
export function AccountSocialLinks() {
  return (
    <div className={styles.social}>
      <a href="https://accounts.google.com/" target="_blank" rel="noopener noreferrer">
        Continue with Google<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <a href="https://www.facebook.com/" target="_blank" rel="noopener noreferrer">
        Continue with Facebook<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
