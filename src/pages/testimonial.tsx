import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { TestimonialCard, TESTIMONIAL_LIMIT } from "../components/sections/testimonial-card";

const lead = "What the people we work with say about working with us.";

export default function TestimonialPage({ data }: PageProps<Queries.TestimonialPageQuery>) {
  return (
    <Layout richFooter>
      <PageTitle title="Testimonials" lead={lead} />
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

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => <Seo page={pageContext} title={pageContext.texts.head.testimonials.title} description={lead} />;
