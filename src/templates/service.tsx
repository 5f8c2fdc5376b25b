import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
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
  query ServicePage($contentId: String!) {
    service(contentId: { eq: $contentId }) {
      ...ServiceDetailFields
      shortDescription
    }
    approaches {
      ...ApproachFields
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.ServicePageQuery>) {
  return <Seo title={data.service?.title ?? "Service"} description={data.service?.shortDescription} pathname={location.pathname} />;
}
