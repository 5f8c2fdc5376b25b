import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/layout/seo";
import { AccountPanel } from "../components/sections/account-panel";
import { SignInForm } from "../components/forms/sign-in-form";
import { useTexts } from "../i18n/page-locale";

export default function SignInPage() {
  const texts = useTexts();
  return (
    <AccountPanel title={texts.accountPages.signInTitle} intro={texts.accountPages.signInIntro}>
      <SignInForm />
    </AccountPanel>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Sign in" description="Sign in to your Nusakode client account to follow your projects, files and invoices." pathname={location.pathname} noindex />;
