import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { pageSeo } from "../lib/page-seo";
import type { PageLocale } from "../i18n/page-locale";
import { ServiceDetail } from "../components/sections/service-detail";

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  if (!data.service || !data.approaches) return null;
  return (
    <Layout richFooter>
      <ServiceDetail service={data.service} approaches={data.approaches} />
    </Layout>
  );
}

export const query = graphql`
  query ServicePage($contentId: String!, $locale: String!) {
    service(contentId: { eq: $contentId }, locale: { eq: $locale }) {
      ...ServiceDetailFields
      shortDescription
      seo {
        ...SeoFields
      }
    }
    approaches(locale: { eq: $locale }) {
      ...ApproachFields
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<Queries.ServicePageQuery, PageLocale>) {
  return (
    <Seo
      page={pageContext}
      title={data.service?.title ?? pageContext.texts.head.service.title}
      description={data.service?.shortDescription}
      seo={pageSeo(data.service?.seo)}
    />
  );
}
