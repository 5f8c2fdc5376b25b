import React from "react";
import type { HeadFC } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import { PortfolioGrid } from "../components/sections/portfolio-grid";
import { useTexts } from "../i18n/page-locale";

const lead = "Websites, apps and brands we have designed and built for businesses in Indonesia and beyond.";

export default function OurWorksPage() {
  const texts = useTexts();
  return (
    <Layout richFooter>
      <PageTitle title={texts.portfolio.ourWorksTitle} lead={texts.portfolio.lead} />
      <div className="container">
        <PortfolioGrid columns={2} />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Our Works" description={lead} pathname={location.pathname} />;
