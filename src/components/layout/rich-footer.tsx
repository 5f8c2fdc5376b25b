import React from "react";
import { ContactBlock } from "./contact-block";
import { Footer } from "./footer";
import * as styles from "./rich-footer.module.css";

/** Contact block on the left, 'Send us a message' with the contact form (passed in) on the right. */
export function RichFooter({ form }: { form?: React.ReactNode }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <ContactBlock />
        <section aria-labelledby="send-message-title">
          <h2 id="send-message-title" className={styles.formTitle}>
            Send us a message
          </h2>
          {form}
        </section>
      </div>
      <Footer />
    </footer>
  );
}
