import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageTitle } from "../components/layout/page-title";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { TeamGrid } from "../components/sections/team-grid";
import { imageData } from "../lib/image-data";
import { useTexts } from "../i18n/page-locale";

export default function TeamPage({ data }: PageProps<Queries.TeamPageQuery>) {
  const texts = useTexts();
  const members = data.allTeamMember.nodes.map((m) => ({ ...m, image: imageData(m.image) }));
  return (
    <Layout richFooter>
      <PageTitle title={texts.team.title} lead={texts.team.lead} />
      <section className="container" aria-labelledby="team-members-title">
        <h2 id="team-members-title" className="visually-hidden">
          {texts.team.members}
        </h2>
        <TeamGrid members={members} firstScreen />
      </section>
    </Layout>
  );
}

export const query = graphql`
  query TeamPage($locale: String!) {
    allTeamMember(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...TeamCard
      }
    }
  }
`;

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo page={pageContext} title={pageContext.texts.team.title} description={pageContext.texts.team.lead} />
);
