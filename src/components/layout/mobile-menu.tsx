import React, { useEffect, useId, useRef, useState } from "react";
import { Link } from "../../i18n/link";
import { LanguageSwitch } from "./language-switch";
import * as styles from "./mobile-menu.module.css";
import { useTexts } from "../../i18n/page-locale";
import { fill } from "../../i18n/fill";

interface NavChild {
  readonly label: string;
  readonly to: string;
}
interface NavItem extends NavChild {
  readonly children: ReadonlyArray<NavChild> | null;
}

/**
 * Slide-in menu for small screens: focus moves in on open, Escape and navigation close it. `lang`: the
 * navigation's labels' language where it is not the page's (useContentLang).
 */
export function MobileMenu({ navigation, lang }: { navigation: ReadonlyArray<NavItem>; lang?: string }) {
  const [open, setOpen] = useState(false);
  const [openSubmenus, setOpenSubmenus] = useState<ReadonlySet<string>>(new Set());
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const texts = useTexts();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const toggleSubmenu = (to: string) =>
    setOpenSubmenus((current) => {
      const next = new Set(current);
      if (next.has(to)) next.delete(to);
      else next.add(to);
      return next;
    });

  return (
    <div className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">{texts.mobileMenu.toggle}</span>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && <div className={styles.backdrop} onClick={() => close(false)} aria-hidden="true" />}
      <nav
        id={panelId}
        aria-label={texts.mobileMenu.navigation}
        className={`${styles.panel} ${open ? styles.panelOpen : ""}`}
        hidden={!open}
      >
        <button ref={closeRef} type="button" className={styles.close} onClick={() => close(true)}>
          <span className="visually-hidden">{texts.mobileMenu.close}</span>
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <ul className={styles.list}>
          {navigation.map((item) => {
            const subOpen = openSubmenus.has(item.to);
            const subId = `${panelId}-${item.to.replace(/\W/g, "")}`;
            return (
              <li key={item.to}>
                <div className={styles.row}>
                  <Link to={item.to} onClick={() => close(false)} lang={lang}>
                    {item.label}
                  </Link>
                  {item.children && item.children.length > 0 && (
                    <button
                      type="button"
                      className={styles.subToggle}
                      aria-expanded={subOpen}
                      aria-controls={subId}
                      onClick={() => toggleSubmenu(item.to)}
                    >
                      <span className="visually-hidden">{fill(texts.mobileMenu.submenu, { label: item.label })}</span>
                      <svg
                        aria-hidden="true"
                        width="16"
                        height="16"
                        viewBox="0 0 16 16"
                        className={subOpen ? styles.flipped : ""}
                      >
                        <path d="M3 6l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
                      </svg>
                    </button>
                  )}
                </div>
                {item.children && item.children.length > 0 && (
                  <ul id={subId} className={styles.submenu} hidden={!subOpen}>
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <Link to={child.to} onClick={() => close(false)} lang={lang}>
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
          <li>
            <div className={styles.row}>
              <Link to="/contact-us" onClick={() => close(false)}>
                {texts.header.contactUs}
              </Link>
            </div>
          </li>
        </ul>
        <div className={styles.languages}>
          <LanguageSwitch onNavigate={() => close(false)} />
        </div>
      </nav>
    </div>
  );
}
