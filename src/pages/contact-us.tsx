import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { AgencyJsonLd } from "../components/layout/agency-json-ld";
import { ContactForm } from "../components/forms/contact-form";
import { ContactMapSection } from "../components/sections/contact-map-section";
import { Accordion } from "../components/ui/accordion";
import { contactPageFaqs } from "../lib/faq";
import * as styles from "./contact-us.module.css";
import { useTexts } from "../i18n/page-locale";
import { useContentLang } from "../i18n/content-lang";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const texts = useTexts();
  const t = texts.contactPage;
  const langOf = useContentLang();
  const site = data.siteSettings;
  if (!site) return null;
  const { contact, map } = site;
  const faqs = contactPageFaqs(data.allFaq.nodes).map((f) => ({
    id: f.contentId,
    title: f.title,
    content: <p>{f.text}</p>,
    lang: langOf(f),
  }));
  return (
    <Layout>
      <PageTitle title={t.title} lead={t.lead} />
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t.formTitle}</h2>
          <ContactForm />
        </section>
        <section aria-labelledby="contact-info-title" className={styles.info}>
          <h2 id="contact-info-title">{t.infoTitle}</h2>
          <dl>
            <dt>{t.callOrChat}</dt>
            <dd>
              <a href={contact.chatUrl} target="_blank" rel="noopener noreferrer">
                {contact.phone}
                <span className="visually-hidden"> {t.opensChat}</span>
              </a>
            </dd>
            <dt>{t.email}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
            <dt>{t.office}</dt>
            <dd>{contact.address}</dd>
          </dl>
        </section>
      </div>
      <div className="container">
        <ContactMapSection
          location={{ lat: map.center.lat, lng: map.center.lng, zoom: map.zoom, address: map.address }}
        />
        <section aria-labelledby="contact-faq-title">
          <h2 id="contact-faq-title">{t.faqTitle}</h2>
          <Accordion items={faqs} initiallyOpen={faqs.slice(0, 1).map((f) => f.id)} single />
        </section>
      </div>
    </Layout>
  );
}

export const query = graphql`
  query ContactPage($locale: String!) {
    siteSettings(locale: { eq: $locale }) {
      contact {
        phone
        chatUrl
        email
        address
      }
      map {
        center {
          lat
          lng
        }
        zoom
        address
      }
    }
    allFaq(filter: { locale: { eq: $locale } }) {
      nodes {
        ...FaqFields
      }
    }
  }
`;

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <>
    <Seo
      page={pageContext}
      title={pageContext.texts.contactPage.title}
      description={pageContext.texts.contactPage.lead}
    />
    <AgencyJsonLd site={pageContext.site} />
  </>
);
