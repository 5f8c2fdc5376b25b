import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { AccountPanel } from "../components/sections/account-panel";
import { ResetPasswordForm } from "../components/forms/reset-password-form";

export default function ResetPasswordPage() {
  return (
    <AccountPanel title="Reset your password" intro="Enter your email and choose a new password.">
      <ResetPasswordForm />
    </AccountPanel>
  );
}

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => <Seo page={pageContext} title={pageContext.texts.head.resetPassword.title} description={pageContext.texts.head.resetPassword.description} noindex />;
