import React from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { SocialLinks } from "../ui/social-links";
import * as styles from "./contact-block.module.css";

/** 'Lets start a project together': description, phone, email and social links. */
export function ContactBlock() {
  const { contact, socialLinks } = useSiteSettings();
  return (
    <section className={styles.block} aria-labelledby="contact-block-title">
      <h2 id="contact-block-title">{contact.title}</h2>
      <p>{contact.description}</p>
      <ul className={styles.lines}>
        <li>
          Phone: <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
        </li>
        <li>
          Email: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
      </ul>
      <SocialLinks links={socialLinks} label="Social media" className={styles.social} />
    </section>
  );
}
