import React from "react";
import type { HeadFC } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import { PortfolioGrid } from "../components/sections/portfolio-grid";
import { useTexts } from "../i18n/page-locale";

export default function PortfolioOnePage() {
  const texts = useTexts();
  return (
    <Layout richFooter>
      <PageTitle title={texts.portfolio.oneColumnTitle} lead={texts.portfolio.lead} />
      <div className="container">
        <PortfolioGrid columns={1} />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Portfolio" description="Our portfolio, one project at a time: websites, apps and brands we designed and built for businesses in Indonesia and beyond." pathname={location.pathname} />;
