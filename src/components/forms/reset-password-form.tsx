import React from "react";
import { useForm } from "react-hook-form";
import { useLogOnlySubmit } from "../../hooks/use-log-only-submit";
import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import * as styles from "./form.module.css";
import { useTexts } from "../../i18n/page-locale";
import { useValidationRules } from "../../hooks/use-validation-rules";

type Reset = { email: string; password: string };

export function ResetPasswordForm() {
  const texts = useTexts();
  const rules = useValidationRules();
  const { register, handleSubmit, formState } = useForm<Reset>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { status, onValid } = useLogOnlySubmit<Reset>("Reset password", texts.accountForms.closed);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label={texts.accountForms.resetPassword}
    >
      <FormField
        id="reset-email"
        label={texts.fields.email}
        type="email"
        autoComplete="email"
        registration={register("email", rules.email)}
        error={formState.errors.email}
      />
      <FormField
        id="reset-password"
        label={texts.fields.newPassword}
        type="password"
        autoComplete="new-password"
        registration={register("password", rules.password)}
        error={formState.errors.password}
      />
      <button type="submit" className={styles.submit}>
        {texts.accountForms.resetSubmit}
      </button>
      <FormStatus message={status} />
      <p>{texts.accountForms.resetNote}</p>
    </form>
  );
}
