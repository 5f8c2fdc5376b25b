import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/layout/seo";
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

export const Head: HeadFC = ({ location }) => <Seo title="Reset password" description="Forgot your password? Ask for a link to reset the password of your Nusakode client account." pathname={location.pathname} noindex />;
