import React from "react";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import { PricingPlans } from "../components/sections/pricing-plans";
import { TestimonialCard, TESTIMONIAL_LIMIT } from "../components/sections/testimonial-card";
import { Accordion } from "../components/ui/accordion";
import * as styles from "./pricing.module.css";
import { useTexts } from "../i18n/page-locale";

const lead = "Clear packages for the most common projects. Larger work is quoted per phase after a free discovery call.";

export default function PricingPage({ data }: PageProps<Queries.PricingPageQuery>) {
  const texts = useTexts();
  const t = texts.pricing;
  const faqs = data.allFaq.nodes.map((f) => ({ id: f.contentId, title: f.title, content: <p>{f.text}</p> }));
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
  query PricingPage {
    allPricingPlan(sort: { position: ASC }) {
      nodes {
        contentId
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
    allTestimonial(sort: { position: ASC }, limit: 4) {
      nodes {
        ...TestimonialFields
      }
    }
    allFaq(filter: { category: { eq: "business" } }, sort: { order: ASC }) {
      nodes {
        contentId
        title
        text
      }
    }
  }
`;

export const Head: HeadFC = ({ location }) => <Seo title="Pricing" description={lead} pathname={location.pathname} />;
