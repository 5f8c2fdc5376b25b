import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import { FaqBrowser } from "../components/sections/faq-browser";
import { useTexts } from "../i18n/page-locale";

const lead = "Answers to what clients ask us most: how we work, what it costs and what happens after launch.";

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
  query FaqPage {
    allFaqCategory(sort: { position: ASC }) {
      nodes {
        contentId
        name
        show
      }
    }
    allFaq {
      nodes {
        ...FaqFields
      }
    }
  }
`;

export const Head: HeadFC = ({ location }) => <Seo title="FAQ" description={lead} pathname={location.pathname} />;
