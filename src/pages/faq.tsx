import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { FaqBrowser } from "../components/sections/faq-browser";
import { useTexts } from "../i18n/page-locale";

export default function FaqPage({ data }: PageProps<Queries.FaqPageQuery>) {
  const texts = useTexts();
  return (
    <Layout richFooter>
      <PageTitle title={texts.faq.title} lead={texts.faq.lead} />
      <div className="container">
        <FaqBrowser categories={data.allFaqCategory.nodes} faqs={data.allFaq.nodes} />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query FaqPage($locale: String!) {
    allFaqCategory(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        contentId
        lang
        name
        show
      }
    }
    allFaq(filter: { locale: { eq: $locale } }) {
      nodes {
        ...FaqFields
      }
    }
  }
`;

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo page={pageContext} title={pageContext.texts.head.faq.title} description={pageContext.texts.faq.lead} />
);
