import React from "react";
import { Link } from "../../i18n/link";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { MobileMenu } from "./mobile-menu";
import { LanguageSwitch } from "./language-switch";
import * as styles from "./header.module.css";
import { useTexts } from "../../i18n/page-locale";
import { fill } from "../../i18n/fill";
import { useContentLang } from "../../i18n/content-lang";

// Low priority: the logo is never a page's largest paint, which goes first on a slow connection.
// Spread because React 18 passes fetchpriority through only in lower case, which its types lack.
const logoPriority = { fetchpriority: "low" };

export function Header() {
  const site = useSiteSettings();
  const { name, logo, navigation } = site;
  const texts = useTexts();
  const navigationLang = useContentLang()(site);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo}>
          <img src={logo} alt={fill(texts.layout.logoHome, { name })} width={160} height={40} {...logoPriority} />
        </Link>
        <nav aria-label={texts.header.mainNavigation} className={styles.nav}>
          <ul className={styles.navList} lang={navigationLang}>
            {navigation.map((item) => (
              <li key={item.to} className={styles.navItem}>
                <Link to={item.to} className={styles.navLink} activeClassName={styles.active}>
                  {item.label}
                </Link>
                {item.children && item.children.length > 0 && (
                  <ul className={styles.dropdown}>
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <Link to={child.to}>{child.label}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.languages}>
          <LanguageSwitch />
        </div>
        <Link to="/contact-us" className={styles.cta}>
          {texts.header.contactUs}
        </Link>
        <MobileMenu navigation={navigation} lang={navigationLang} />
      </div>
    </header>
  );
}
