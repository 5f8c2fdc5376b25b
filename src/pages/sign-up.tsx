import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/layout/seo";
import { AccountPanel } from "../components/sections/account-panel";
import { SignUpForm } from "../components/forms/sign-up-form";
import { useTexts } from "../i18n/page-locale";

export default function SignUpPage() {
  const texts = useTexts();
  return (
    <AccountPanel title={texts.accountPages.signUpTitle} intro={texts.accountPages.signUpIntro}>
      <SignUpForm />
    </AccountPanel>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Sign up" description="Create a Nusakode client account to follow your projects, files and invoices in one place." pathname={location.pathname} noindex />;
