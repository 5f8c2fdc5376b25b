import React from "react";
import { useForm } from "react-hook-form";
import { useLogOnlySubmit } from "../../hooks/use-log-only-submit";
import { FormField } from "./form-field";
import { AccountFormEnd } from "./account-form-end";
import * as styles from "./form.module.css";
import { useTexts } from "../../i18n/page-locale";
import { useValidationRules } from "../../hooks/use-validation-rules";

type SignUp = { fullName: string; email: string; password: string; terms: boolean };

export function SignUpForm() {
  const texts = useTexts();
  const rules = useValidationRules();
  const { register, handleSubmit, formState } = useForm<SignUp>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { status, onValid } = useLogOnlySubmit<SignUp>("Sign up", texts.accountForms.closed);
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-label={texts.accountForms.signUp}>
      <FormField
        id="signup-name"
        label={texts.fields.fullName}
        autoComplete="name"
        registration={register("fullName", rules.fullName)}
        error={formState.errors.fullName}
      />
      <FormField
        id="signup-email"
        label={texts.fields.email}
        type="email"
        autoComplete="email"
        registration={register("email", rules.email)}
        error={formState.errors.email}
      />
      <FormField
        id="signup-password"
        label={texts.fields.password}
        type="password"
        autoComplete="new-password"
        registration={register("password", rules.password)}
        error={formState.errors.password}
      />
      <label className={styles.check}>
        <input type="checkbox" {...register("terms")} /> {texts.accountForms.terms}
      </label>
      <AccountFormEnd status={status} switchTo={{ to: "/sign-in", label: texts.accountForms.toSignIn }} />
    </form>
  );
}
