import React from "react";
import { useForm } from "react-hook-form";
import { rules } from "../../lib/validation";
import { ACCOUNTS_CLOSED, useLogOnlySubmit } from "../../hooks/use-log-only-submit";
import { FormField } from "./form-field";
import { AccountFormEnd } from "./account-form-end";
import * as styles from "./form.module.css";

type SignUp = { fullName: string; email: string; password: string; terms: boolean };

export function SignUpForm() {
  const { register, handleSubmit, formState } = useForm<SignUp>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { status, onValid } = useLogOnlySubmit<SignUp>("Sign up", ACCOUNTS_CLOSED);
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-label="Sign up">
      <FormField id="signup-name" label="Full name" autoComplete="name" registration={register("fullName", rules.fullName)} error={formState.errors.fullName} />
      <FormField id="signup-email" label="Email" type="email" autoComplete="email" registration={register("email", rules.email)} error={formState.errors.email} />
      <FormField id="signup-password" label="Password" type="password" autoComplete="new-password" registration={register("password", rules.password)} error={formState.errors.password} />
      <label className={styles.check}>
        <input type="checkbox" {...register("terms")} /> I agree to the terms of service and the privacy policy
      </label>
      <AccountFormEnd status={status} switchTo={{ to: "/sign-in", label: "Already have an account? Log in here" }} />
    </form>
  );
}
