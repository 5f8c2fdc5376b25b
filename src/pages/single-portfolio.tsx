import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { ProjectDetail } from "../components/sections/project-detail";

/** The spec's fixed portfolio detail route: shows the first project. */
export default function SinglePortfolioPage({ data }: PageProps<Queries.SinglePortfolioPageQuery>) {
  const project = data.allProject.nodes[0];
  return <Layout richFooter>{project && <ProjectDetail project={project} />}</Layout>;
}

export const query = graphql`
  query SinglePortfolioPage($locale: String!) {
    allProject(filter: { locale: { eq: $locale } }, sort: { position: ASC }, limit: 1) {
      nodes {
        ...ProjectDetailFields
      }
    }
  }
`;

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo
    page={pageContext}
    title={pageContext.texts.head.singlePortfolio.title}
    description={pageContext.texts.head.singlePortfolio.description}
  />
);
