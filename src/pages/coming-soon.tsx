import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/layout/seo";
import { AccountPanel } from "../components/sections/account-panel";
import { Countdown } from "../components/ui/countdown";
import { NotifyForm } from "../components/forms/notify-form";
import { LAUNCH_DATE } from "../lib/countdown";

export default function ComingSoonPage() {
  return (
    <AccountPanel title="Our new client portal" intro="A place to follow your project, approve designs and download invoices.">
      <Countdown target={LAUNCH_DATE} />
      <h2>Get Notified</h2>
      <NotifyForm />
    </AccountPanel>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Coming soon" description="Something new from Nusakode is launching soon. Leave your email and we will tell you when it is live." pathname={location.pathname} noindex />;
