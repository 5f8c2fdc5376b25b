import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
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

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo
    page={pageContext}
    title={pageContext.texts.head.signUp.title}
    description={pageContext.texts.head.signUp.description}
    noindex
  />
);
