import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { AccountPanel } from "../components/sections/account-panel";
import { SignInForm } from "../components/forms/sign-in-form";

export default function SignInPage() {
  return (
    <AccountPanel title="Sign in" intro="Welcome back. Sign in to follow your project's progress.">
      <SignInForm />
    </AccountPanel>
  );
}

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => <Seo page={pageContext} title={pageContext.texts.head.signIn.title} description={pageContext.texts.head.signIn.description} noindex />;
