import React from "react";
import { useForm } from "react-hook-form";
import { useLogOnlySubmit } from "../../hooks/use-log-only-submit";
import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import * as styles from "./form.module.css";
import { useTexts } from "../../i18n/page-locale";
import { useValidationRules } from "../../hooks/use-validation-rules";

type Notify = { email: string };

export function NotifyForm() {
  const texts = useTexts();
  const rules = useValidationRules();
  const { register, handleSubmit, formState } = useForm<Notify>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { status, onValid } = useLogOnlySubmit<Notify>("Get Notified", texts.notifyForm.thanks);
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-label={texts.notifyForm.label}>
      <FormField id="notify-email" label={texts.fields.email} type="email" autoComplete="email" placeholder={texts.fields.emailPlaceholder} registration={register("email", rules.email)} error={formState.errors.email} />
      <button type="submit" className={styles.submit}>
        {texts.notifyForm.submit}
      </button>
      <FormStatus message={status} />
      <p>{texts.notifyForm.privacy}</p>
    </form>
  );
}
