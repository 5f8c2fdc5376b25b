import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { ProjectDetail } from "../components/sections/project-detail";

export default function ProjectTemplate({ data }: PageProps<Queries.ProjectPageQuery>) {
  if (!data.project) return null;
  return (
    <Layout richFooter>
      <ProjectDetail project={data.project} />
    </Layout>
  );
}

export const query = graphql`
  query ProjectPage($contentId: String!) {
    project(contentId: { eq: $contentId }) {
      ...ProjectDetailFields
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.ProjectPageQuery>) {
  return <Seo title={data.project?.title ?? "Project"} description={data.project?.subtitle ?? undefined} pathname={location.pathname} />;
}
