import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { ServiceDetail } from "../components/sections/service-detail";

/** The spec's fixed service detail route: shows the first service. */
export default function SingleServicePage({ data }: PageProps<Queries.SingleServicePageQuery>) {
  const service = data.allService.nodes[0];
  if (!service || !data.approaches) return null;
  return (
    <Layout richFooter>
      <ServiceDetail service={service} approaches={data.approaches} />
    </Layout>
  );
}

export const query = graphql`
  query SingleServicePage($locale: String!) {
    allService(filter: { locale: { eq: $locale } }, sort: { position: ASC }, limit: 1) {
      nodes {
        ...ServiceDetailFields
      }
    }
    approaches(locale: { eq: $locale }) {
      ...ApproachFields
    }
  }
`;

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo
    page={pageContext}
    title={pageContext.texts.head.singleService.title}
    description={pageContext.texts.head.singleService.description}
  />
);
