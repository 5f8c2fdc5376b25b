import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { ServicesGrid } from "../components/sections/services-grid";
import { ApproachSteps } from "../components/sections/approach-steps";
import { TestimonialCard, TESTIMONIAL_LIMIT } from "../components/sections/testimonial-card";
import { Accordion } from "../components/ui/accordion";
import { useTexts } from "../i18n/page-locale";
import { useContentLang } from "../i18n/content-lang";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const texts = useTexts();
  const langOf = useContentLang();
  const faqs = data.allFaq.nodes.map((faq) => ({
    id: faq.contentId,
    title: faq.title,
    content: <p>{faq.text}</p>,
    lang: langOf(faq),
  }));
  return (
    <Layout richFooter>
      <PageTitle title={texts.services.title} lead={texts.services.lead} />
      <ServicesGrid services={data.allService.nodes} title={texts.services.gridTitle} />
      <div className="container">
        {data.approaches && <ApproachSteps steps={data.approaches.web} lang={langOf(data.approaches)} />}
        <section aria-labelledby="service-questions">
          <h2 id="service-questions">{texts.services.questions}</h2>
          <Accordion items={faqs} initiallyOpen={faqs.slice(0, 1).map((f) => f.id)} single />
        </section>
        <section aria-labelledby="service-testimonials">
          <h2 id="service-testimonials">{texts.services.testimonials}</h2>
          {data.allTestimonial.nodes.slice(0, TESTIMONIAL_LIMIT).map((t) => (
            <TestimonialCard key={t.contentId} testimonial={t} />
          ))}
        </section>
      </div>
    </Layout>
  );
}

export const query = graphql`
  query ServicesPage($locale: String!) {
    allService(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...ServiceCardFields
      }
    }
    approaches(locale: { eq: $locale }) {
      lang
      web {
        id
        title
        description
      }
    }
    allFaq(
      filter: { locale: { eq: $locale }, category: { in: ["general", "process"] } }
      sort: [{ category: ASC }, { order: ASC }]
      limit: 4
    ) {
      nodes {
        contentId
        lang
        title
        text
      }
    }
    allTestimonial(filter: { locale: { eq: $locale } }, sort: { position: ASC }, limit: 4) {
      nodes {
        ...TestimonialFields
      }
    }
  }
`;

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo page={pageContext} title={pageContext.texts.services.title} description={pageContext.texts.services.lead} />
);
