import React from "react";
import type { HeadFC } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { PortfolioGrid } from "../components/sections/portfolio-grid";

const lead = "Websites, apps and brands we have designed and built for businesses in Indonesia and beyond.";

export default function PortfolioOnePage() {
  return (
    <Layout richFooter>
      <PageTitle title="Portfolio" lead={lead} />
      <div className="container">
        <PortfolioGrid columns={1} />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => <Seo page={pageContext} title={pageContext.texts.head.portfolio.title} description={pageContext.texts.head.portfolio.description} />;
