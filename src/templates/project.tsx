import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { pageSeo } from "../lib/page-seo";
import type { PageLocale } from "../i18n/page-locale";
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
  query ProjectPage($contentId: String!, $locale: String!) {
    project(contentId: { eq: $contentId }, locale: { eq: $locale }) {
      ...ProjectDetailFields
      seo {
        ...SeoFields
      }
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<Queries.ProjectPageQuery, PageLocale>) {
  return (
    <Seo
      page={pageContext}
      title={data.project?.title ?? pageContext.texts.head.project.title}
      description={data.project?.subtitle ?? undefined}
      seo={pageSeo(data.project?.seo)}
    />
  );
}
