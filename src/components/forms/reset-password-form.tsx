import React from "react";
import { useForm } from "react-hook-form";
import { rules } from "../../lib/validation";
import { ACCOUNTS_CLOSED, useLogOnlySubmit } from "../../hooks/use-log-only-submit";
import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import * as styles from "./form.module.css";

type Reset = { email: string; password: string };

export function ResetPasswordForm() {
  const { register, handleSubmit, formState } = useForm<Reset>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { status, onValid } = useLogOnlySubmit<Reset>("Reset password", ACCOUNTS_CLOSED);
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-label="Reset password">
      <FormField id="reset-email" label="Email" type="email" autoComplete="email" registration={register("email", rules.email)} error={formState.errors.email} />
      <FormField id="reset-password" label="New password" type="password" autoComplete="new-password" registration={register("password", rules.password)} error={formState.errors.password} />
      <button type="submit" className={styles.submit}>
        Reset account
      </button>
      <FormStatus message={status} />
      <p>If you didn't request a password recovery link, please ignore this.</p>
    </form>
  );
}
