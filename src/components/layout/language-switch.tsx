import React from "react";
import { Link as GatsbyLink } from "gatsby";
import { usePageLocale } from "../../i18n/page-locale";
import { LANGUAGES, LOCALES } from "../../rules/locales";
import * as styles from "./language-switch.module.css";

/**
 * The same page in each language, each language named in itself (and spoken in it: lang), the page's
 * own marked as current. Gatsby's Link on purpose: these links leave the page's language.
 */
export function LanguageSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const { locale, alternates, texts } = usePageLocale();
  return (
    <ul className={styles.languages} aria-label={texts.languageSwitch.label}>
      {LOCALES.map((other) => (
        <li key={other}>
          <GatsbyLink
            to={alternates[other]}
            lang={other}
            hrefLang={other}
            aria-current={other === locale ? "true" : undefined}
            className={styles.language}
            onClick={onNavigate}
          >
            <span aria-hidden="true">{other.toUpperCase()}</span>
            <span className="visually-hidden">{LANGUAGES[other].name}</span>
          </GatsbyLink>
        </li>
      ))}
    </ul>
  );
}
