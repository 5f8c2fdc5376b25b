import React from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { SocialLinks } from "../ui/social-links";
import * as styles from "./contact-block.module.css";
import { useTexts } from "../../i18n/page-locale";
import { useContentLang } from "../../i18n/content-lang";

/** 'Lets start a project together': description, phone, email and social links. */
export function ContactBlock() {
  const site = useSiteSettings();
  const { contact, socialLinks } = site;
  const texts = useTexts();
  const lang = useContentLang()(site);
  return (
    <section className={styles.block} aria-labelledby="contact-block-title">
      <h2 id="contact-block-title" lang={lang}>
        {contact.title}
      </h2>
      <p lang={lang}>{contact.description}</p>
      <ul className={styles.lines}>
        <li>
          {texts.footer.phone} <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
        </li>
        <li>
          {texts.footer.email} <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
      </ul>
      <SocialLinks links={socialLinks} label={texts.footer.socialMedia} className={styles.social} />
    </section>
  );
}
