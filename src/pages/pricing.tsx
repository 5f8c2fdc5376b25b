import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Link } from "../i18n/link";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { PricingPlans } from "../components/sections/pricing-plans";
import { TestimonialCard, TESTIMONIAL_LIMIT } from "../components/sections/testimonial-card";
import { Accordion } from "../components/ui/accordion";
import * as styles from "./pricing.module.css";
import { useTexts } from "../i18n/page-locale";
import { useContentLang } from "../i18n/content-lang";

export default function PricingPage({ data }: PageProps<Queries.PricingPageQuery>) {
  const texts = useTexts();
  const t = texts.pricing;
  const langOf = useContentLang();
  const faqs = data.allFaq.nodes.map((f) => ({
    id: f.contentId,
    title: f.title,
    content: <p>{f.text}</p>,
    lang: langOf(f),
  }));
  return (
    <Layout richFooter>
      <PageTitle title={t.title} lead={t.lead} />
      <div className="container">
        <PricingPlans plans={data.allPricingPlan.nodes} />
        <section aria-labelledby="pricing-testimonials" className={styles.block}>
          <h2 id="pricing-testimonials">{t.testimonials}</h2>
          {data.allTestimonial.nodes.slice(0, TESTIMONIAL_LIMIT).map((t) => (
            <TestimonialCard key={t.contentId} testimonial={t} />
          ))}
        </section>
        <section aria-labelledby="pricing-custom" className={`${styles.block} ${styles.custom}`}>
          <h2 id="pricing-custom">{t.customTitle}</h2>
          <p>{t.customText}</p>
        </section>
        <section aria-labelledby="pricing-faq" className={styles.block}>
          <h2 id="pricing-faq">{t.faqTitle}</h2>
          <Accordion items={faqs} initiallyOpen={faqs.slice(0, 1).map((f) => f.id)} single />
          <p>
            {t.stillUnsure} <Link to="/contact-us">{t.contactUs}</Link>
          </p>
        </section>
      </div>
    </Layout>
  );
}

export const query = graphql`
  query PricingPage($locale: String!) {
    allPricingPlan(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        contentId
        lang
        title
        description
        features
        highlighted
        price {
          id
          value
        }
      }
    }
    allTestimonial(filter: { locale: { eq: $locale } }, sort: { position: ASC }, limit: 4) {
      nodes {
        ...TestimonialFields
      }
    }
    allFaq(filter: { locale: { eq: $locale }, category: { eq: "business" } }, sort: { order: ASC }) {
      nodes {
        contentId
        lang
        title
        text
      }
    }
  }
`;

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo page={pageContext} title={pageContext.texts.pricing.title} description={pageContext.texts.pricing.lead} />
);
