import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/layout/seo";
import { AccountPanel } from "../components/sections/account-panel";
import { SignInForm } from "../components/forms/sign-in-form";

export default function SignInPage() {
  return (
    <AccountPanel title="Sign in" intro="Welcome back. Sign in to follow your project's progress.">
      <SignInForm />
    </AccountPanel>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Sign in" description="Sign in to your Nusakode client account to follow your projects, files and invoices." pathname={location.pathname} noindex />;
