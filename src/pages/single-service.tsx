import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
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
  query SingleServicePage {
    allService(sort: { position: ASC }, limit: 1) {
      nodes {
        ...ServiceDetailFields
      }
    }
    approaches {
      ...ApproachFields
    }
  }
`;

export const Head: HeadFC = ({ location }) => <Seo title="Service details" description="A closer look at one of our services: what we build, how we work and the technologies we use." pathname={location.pathname} />;
