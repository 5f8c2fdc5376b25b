import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/layout/seo";
import { AccountPanel } from "../components/sections/account-panel";
import { SignUpForm } from "../components/forms/sign-up-form";

export default function SignUpPage() {
  return (
    <AccountPanel title="Create your account" intro="One account for proposals, invoices and project updates.">
      <SignUpForm />
    </AccountPanel>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Sign up" description="Create a Nusakode client account to follow your projects, files and invoices in one place." pathname={location.pathname} noindex />;
