import React from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { SocialIcon } from "../ui/social-icon";
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
      <ul className={styles.social} aria-label="Social media">
        {socialLinks.map((link) => (
          <li key={link.name}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={`${link.name} (opens in a new tab)`}>
              <SocialIcon icon={link.icon} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
