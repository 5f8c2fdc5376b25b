import React from "react";
import { Link } from "../../i18n/link";
import { FormStatus } from "./form-status";
import * as styles from "./form.module.css";
import { useTexts } from "../../i18n/page-locale";

interface Props {
  status: string | null;
  /** the link to the other account form */
  switchTo: { to: string; label: string };
}

/** The shared end of sign-in and sign-up: submit, status, Google and Facebook (new tab), the switch link. */
export function AccountFormEnd({ status, switchTo }: Props) {
  const texts = useTexts();
  return (
    <>
      <button type="submit" className={styles.submit}>
        {texts.accountForms.submit}
      </button>
      <FormStatus message={status} />
      <div className={styles.social}>
        <a href="https://accounts.google.com/" target="_blank" rel="noopener noreferrer">
          {texts.accountForms.continueWithGoogle}
          <span className="visually-hidden"> {texts.common.opensInNewTab}</span>
        </a>
        <a href="https://www.facebook.com/" target="_blank" rel="noopener noreferrer">
          {texts.accountForms.continueWithFacebook}
          <span className="visually-hidden"> {texts.common.opensInNewTab}</span>
        </a>
      </div>
      <p>
        <Link to={switchTo.to}>{switchTo.label}</Link>
      </p>
    </>
  );
}
