import React from "react";
import { ContactBlock } from "./contact-block";
import { Footer } from "./footer";
import { ContactForm } from "../forms/contact-form";
import * as styles from "./rich-footer.module.css";
import { useTexts } from "../../i18n/page-locale";

/** Contact block on the left, 'Send us a message' with the contact form on the right. */
export function RichFooter() {
  const texts = useTexts();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <ContactBlock />
        <section aria-labelledby="send-message-title">
          <h2 id="send-message-title" className={styles.formTitle}>
            {texts.footer.sendMessage}
          </h2>
          <ContactForm idPrefix="footer-contact" />
        </section>
      </div>
      <Footer />
    </footer>
  );
}
