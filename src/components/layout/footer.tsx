import React from "react";
import { Link } from "../../i18n/link";
import { useSiteSettings } from "../../hooks/use-site-settings";
import * as styles from "./footer.module.css";

/** Bottom row with logo and copyright; `variant` picks the main or the account footer of the spec. */
export function Footer({ variant = "main" }: { variant?: "main" | "account" }) {
  const { name, footers } = useSiteSettings();
  const footer = footers[variant];
  return (
    <div className={`container ${styles.bottom}`}>
      <Link to="/" className={styles.logo}>
        <img src={footer.logo} alt={`${name} home`} width={160} height={40} loading="lazy" />
      </Link>
      <p className={styles.copyright}>{footer.copyright}</p>
    </div>
  );
}
