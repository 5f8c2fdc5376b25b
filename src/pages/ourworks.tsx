import React from "react";
import type { HeadFC } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { PortfolioGrid } from "../components/sections/portfolio-grid";
import { useTexts } from "../i18n/page-locale";


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

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => <Seo page={pageContext} title={pageContext.texts.portfolio.ourWorksTitle} description={pageContext.texts.portfolio.lead} />;
