import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { AccountPanel } from "../components/sections/account-panel";
import { ResetPasswordForm } from "../components/forms/reset-password-form";
import { useTexts } from "../i18n/page-locale";

export default function ResetPasswordPage() {
  const texts = useTexts();
  return (
    <AccountPanel title={texts.accountPages.resetTitle} intro={texts.accountPages.resetIntro}>
      <ResetPasswordForm />
    </AccountPanel>
  );
}

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => (
  <Seo
    page={pageContext}
    title={pageContext.texts.head.resetPassword.title}
    description={pageContext.texts.head.resetPassword.description}
    noindex
  />
);
