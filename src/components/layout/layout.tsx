import React from "react";
import { Header } from "./header";
import { Footer } from "./footer";
import { RichFooter } from "./rich-footer";
import { GoToTop } from "./go-to-top";
import { useTexts } from "../../i18n/page-locale";
import "../../styles/global.css";
import * as styles from "./layout.module.css";

interface LayoutProps {
  children: React.ReactNode;
  /** the rich footer with the contact block and 'Send us a message' with the contact form */
  richFooter?: boolean;
}

/** Main layout group: skip link, header with the logo bar, page content, footer, go-to-top. */
export function Layout({ children, richFooter = false }: LayoutProps) {
  const texts = useTexts();
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.layout.skipToContent}
      </a>
      <span id="top" tabIndex={-1} />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {richFooter ? (
        <RichFooter />
      ) : (
        <footer className={styles.footer}>
          <Footer />
        </footer>
      )}
      <GoToTop />
    </>
  );
}
