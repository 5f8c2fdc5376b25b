import React from "react";
import { useForm } from "react-hook-form";
import { Link } from "../../i18n/link";
import { useLogOnlySubmit } from "../../hooks/use-log-only-submit";
import { FormField } from "./form-field";
import { AccountFormEnd } from "./account-form-end";
import * as styles from "./form.module.css";
import { useTexts } from "../../i18n/page-locale";
import { useValidationRules } from "../../hooks/use-validation-rules";

type SignIn = { email: string; password: string; remember: boolean };

export function SignInForm() {
  const texts = useTexts();
  const rules = useValidationRules();
  const { register, handleSubmit, formState } = useForm<SignIn>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { status, onValid } = useLogOnlySubmit<SignIn>("Sign in", texts.accountForms.closed);
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-label={texts.accountForms.signIn}>
      <FormField
        id="signin-email"
        label={texts.fields.email}
        type="email"
        autoComplete="email"
        registration={register("email", rules.email)}
        error={formState.errors.email}
      />
      <FormField
        id="signin-password"
        label={texts.fields.password}
        type="password"
        autoComplete="current-password"
        registration={register("password", rules.password)}
        error={formState.errors.password}
      />
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" {...register("remember")} /> {texts.accountForms.rememberMe}
        </label>
        <Link to="/reset-password">{texts.accountForms.forgotPassword}</Link>
      </div>
      <AccountFormEnd status={status} switchTo={{ to: "/sign-up", label: texts.accountForms.toSignUp }} />
    </form>
  );
}
