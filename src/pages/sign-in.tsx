import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
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

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo
    page={pageContext}
    title={pageContext.texts.head.signIn.title}
    description={pageContext.texts.head.signIn.description}
    noindex
  />
);
