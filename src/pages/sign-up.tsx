import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { AccountPanel } from "../components/sections/account-panel";
import { SignUpForm } from "../components/forms/sign-up-form";

export default function SignUpPage() {
  return (
    <AccountPanel title="Create your account" intro="One account for proposals, invoices and project updates.">
      <SignUpForm />
    </AccountPanel>
  );
}

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => <Seo page={pageContext} title={pageContext.texts.head.signUp.title} description={pageContext.texts.head.signUp.description} noindex />;
