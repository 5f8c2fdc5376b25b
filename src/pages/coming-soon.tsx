import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { AccountPanel } from "../components/sections/account-panel";
import { Countdown } from "../components/ui/countdown";
import { NotifyForm } from "../components/forms/notify-form";
import { LAUNCH_DATE } from "../lib/countdown";
import { useTexts } from "../i18n/page-locale";

export default function ComingSoonPage({ data }: PageProps<Queries.ComingSoonPageQuery>) {
  const texts = useTexts();
  const builtAt = data.siteBuildMetadata?.buildTime ? new Date(data.siteBuildMetadata.buildTime) : undefined;
  return (
    <AccountPanel title={texts.comingSoon.title} intro={texts.comingSoon.intro}>
      <Countdown target={LAUNCH_DATE} builtAt={builtAt} />
      <NotifyForm />
    </AccountPanel>
  );
}

export const query = graphql`
  query ComingSoonPage {
    siteBuildMetadata {
      buildTime
    }
  }
`;

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo
    page={pageContext}
    title={pageContext.texts.head.comingSoon.title}
    description={pageContext.texts.head.comingSoon.description}
    noindex
  />
);
