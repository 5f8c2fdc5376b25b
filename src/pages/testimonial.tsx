import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import { TestimonialCard, TESTIMONIAL_LIMIT } from "../components/sections/testimonial-card";
import { useTexts } from "../i18n/page-locale";

const lead = "What the people we work with say about working with us.";

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
  query TestimonialPage {
    allTestimonial(sort: { position: ASC }, limit: 4) {
      nodes {
        ...TestimonialFields
      }
    }
  }
`;

export const Head: HeadFC = ({ location }) => <Seo title="Testimonials" description={lead} pathname={location.pathname} />;
