import React from "react";
import { Link } from "../../i18n/link";
import { useForm } from "react-hook-form";
import { rules } from "../../lib/validation";
import { ACCOUNTS_CLOSED, useLogOnlySubmit } from "../../hooks/use-log-only-submit";
import { FormField } from "./form-field";
import { AccountFormEnd } from "./account-form-end";
import * as styles from "./form.module.css";

type SignIn = { email: string; password: string; remember: boolean };

export function SignInForm() {
  const { register, handleSubmit, formState } = useForm<SignIn>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { status, onValid } = useLogOnlySubmit<SignIn>("Sign in", ACCOUNTS_CLOSED);
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-label="Sign in">
      <FormField id="signin-email" label="Email" type="email" autoComplete="email" registration={register("email", rules.email)} error={formState.errors.email} />
      <FormField id="signin-password" label="Password" type="password" autoComplete="current-password" registration={register("password", rules.password)} error={formState.errors.password} />
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" {...register("remember")} /> Remember me
        </label>
        <Link to="/reset-password">Forgot password</Link>
      </div>
      <AccountFormEnd status={status} switchTo={{ to: "/sign-up", label: "Not a member yet? Sign up here" }} />
    </form>
  );
}
