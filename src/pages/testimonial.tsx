import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { TestimonialCard, TESTIMONIAL_LIMIT } from "../components/sections/testimonial-card";
import { useTexts } from "../i18n/page-locale";

export default function TestimonialPage({ data }: PageProps<Queries.TestimonialPageQuery>) {
  const texts = useTexts();
  return (
    <Layout richFooter>
      <PageTitle title={texts.testimonials.title} lead={texts.testimonials.lead} />
      <div className="container">
        {data.allTestimonial.nodes.slice(0, TESTIMONIAL_LIMIT).map((t) => (
          <TestimonialCard key={t.contentId} testimonial={t} />
        ))}
      </div>
    </Layout>
  );
}

export const query = graphql`
  query TestimonialPage($locale: String!) {
    allTestimonial(filter: { locale: { eq: $locale } }, sort: { position: ASC }, limit: 4) {
      nodes {
        ...TestimonialFields
      }
    }
  }
`;

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo
    page={pageContext}
    title={pageContext.texts.testimonials.title}
    description={pageContext.texts.testimonials.lead}
  />
);
