import React from "react";
import { Link } from "../../i18n/link";
import { useSiteSettings } from "../../hooks/use-site-settings";
import * as styles from "./footer.module.css";
import { useTexts } from "../../i18n/page-locale";
import { fill } from "../../i18n/fill";
import { useContentLang } from "../../i18n/content-lang";

/** Bottom row with logo and copyright; `variant` picks the main or the account footer of the spec. */
export function Footer({ variant = "main" }: { variant?: "main" | "account" }) {
  const site = useSiteSettings();
  const { name, footers } = site;
  const footer = footers[variant];
  const texts = useTexts();
  const lang = useContentLang()(site);
  return (
    <div className={`container ${styles.bottom}`}>
      <Link to="/" className={styles.logo}>
        <img src={footer.logo} alt={fill(texts.layout.logoHome, { name })} width={160} height={40} loading="lazy" />
      </Link>
      <p className={styles.copyright} lang={lang}>
        {footer.copyright}
      </p>
    </div>
  );
}
