import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { ProjectDetail } from "../components/sections/project-detail";

/** The spec's fixed portfolio detail route: shows the first project. */
export default function SinglePortfolioPage({ data }: PageProps<Queries.SinglePortfolioPageQuery>) {
  const project = data.allProject.nodes[0];
  return <Layout richFooter>{project && <ProjectDetail project={project} />}</Layout>;
}

export const query = graphql`
  query SinglePortfolioPage {
    allProject(sort: { position: ASC }, limit: 1) {
      nodes {
        ...ProjectDetailFields
      }
    }
  }
`;

export const Head: HeadFC = ({ location }) => <Seo title="Project details" description="A closer look at one of our projects: the client, the brief, how we worked and what we delivered." pathname={location.pathname} />;
