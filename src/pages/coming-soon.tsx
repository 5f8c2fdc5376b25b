import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { AccountPanel } from "../components/sections/account-panel";
import { Countdown } from "../components/ui/countdown";
import { NotifyForm } from "../components/forms/notify-form";
import { LAUNCH_DATE } from "../lib/countdown";

export default function ComingSoonPage({ data }: PageProps<Queries.ComingSoonPageQuery>) {
  const builtAt = data.siteBuildMetadata?.buildTime ? new Date(data.siteBuildMetadata.buildTime) : undefined;
  return (
    <AccountPanel title="Our new client portal" intro="A place to follow your project, approve designs and download invoices.">
      <Countdown target={LAUNCH_DATE} builtAt={builtAt} />
      <h2>Get Notified</h2>
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

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => <Seo page={pageContext} title={pageContext.texts.head.comingSoon.title} description={pageContext.texts.head.comingSoon.description} noindex />;
