import React from "react";
import { useForm } from "react-hook-form";
import { rules } from "../../lib/validation";
import { useLogOnlySubmit } from "../../hooks/use-log-only-submit";
import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import * as styles from "./form.module.css";

type Notify = { email: string };

export function NotifyForm() {
  const { register, handleSubmit, formState } = useForm<Notify>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { status, onValid } = useLogOnlySubmit<Notify>("Get Notified", "Thank you! We noted your interest; no list is running yet, so nothing was sent.");
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-label="Get Notified">
      <FormField id="notify-email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" registration={register("email", rules.email)} error={formState.errors.email} />
      <button type="submit" className={styles.submit}>
        Get Notified
      </button>
      <FormStatus message={status} />
      <p>We will never share your information with anyone, and we never send spam.</p>
    </form>
  );
}
