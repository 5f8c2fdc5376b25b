import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { usePageLocale } from "../i18n/page-locale";
import { listPageSeo } from "../i18n/list-page-seo";
import { ProjectCard } from "../components/sections/project-card";
import { Pagination } from "../components/ui/pagination";
import { gridImagePriority } from "../lib/image-priority";
import type { ListPlace } from "../lib/list-pages";
import * as styles from "../components/sections/portfolio-grid.module.css";

/** A page of the portfolio (src/gatsby/portfolio-pages.ts): /ourworks/ in two columns, /portfolio-one/ in one. */
export type PortfolioListContext = PageLocale & ListPlace & { columns: 1 | 2 };

const title = (context: PortfolioListContext) =>
  context.columns === 2 ? context.texts.portfolio.ourWorksTitle : context.texts.portfolio.oneColumnTitle;

/** The portfolio's cards of this page, in two columns on wide screens (or one), and the pages' numbers. */
export default function PortfolioListPage({
  data,
  pageContext,
}: PageProps<Queries.PortfolioListPageQuery, PortfolioListContext>) {
  const { texts } = usePageLocale();
  const { columns } = pageContext;
  return (
    <Layout richFooter>
      <PageTitle title={title(pageContext)} lead={texts.portfolio.lead} />
      <div className="container">
        <ul className={`${styles.grid} ${columns === 2 ? styles.two : ""}`}>
          {data.portfolioCards.map((project, i) => (
            <li key={project.pagePath}>
              <ProjectCard project={project} headingLevel={2} priority={gridImagePriority(i, columns)} />
            </li>
          ))}
        </ul>
        <Pagination label={texts.portfolio.pagination} list={pageContext} />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query PortfolioListPage($locale: String!, $skip: Int!, $limit: Int!) {
    portfolioCards(locale: $locale, skip: $skip, limit: $limit) {
      ...PortfolioCardFields
    }
  }
`;

export const Head: HeadFC<object, PortfolioListContext> = ({ pageContext }) => {
  const { texts, page } = pageContext;
  const description = pageContext.columns === 2 ? texts.portfolio.lead : texts.head.portfolio.description;
  return <Seo page={pageContext} {...listPageSeo(texts, page, { title: title(pageContext), description })} />;
};
