import React from "react";
import { Link } from "../../i18n/link";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { Footer } from "./footer";
import { LanguageSwitch } from "./language-switch";
import "../../styles/global.css";
import * as styles from "./account-layout.module.css";
import { useTexts } from "../../i18n/page-locale";
import { fill } from "../../i18n/fill";

/**
 * Second layout group (/sign-in, /sign-up, /reset-password, /coming-soon): logo bar with the language switch, content,
 * 2024 footer.
 */
export function AccountLayout({ children }: { children: React.ReactNode }) {
  const { name, logo } = useSiteSettings();
  const texts = useTexts();
  return (
    <>
      <header className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <Link to="/" className={styles.logo}>
            <img src={logo} alt={fill(texts.layout.logoHome, { name })} width={160} height={40} />
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <Footer variant="account" />
      </footer>
    </>
  );
}
