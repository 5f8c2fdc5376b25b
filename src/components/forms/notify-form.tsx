import React, { useRef } from "react";
import { useForm } from "react-hook-form";
import { useKeptSubmit } from "../../hooks/use-kept-submit";
import { FormField } from "./form-field";
import { FormInfo } from "./form-info";
import { Honeypot } from "./honeypot";
import * as styles from "./form.module.css";
import { useTexts } from "../../i18n/page-locale";
import { useValidationRules } from "../../hooks/use-validation-rules";
import { HONEYPOT_FIELD } from "../../rules/visitor-forms";

type Notify = { email: string; [HONEYPOT_FIELD]?: string };

/**
 * Get Notified: the address is kept by the CMS with the page's language and the time of consent; without a CMS there is
 * no form.
 */
export function NotifyForm() {
  const texts = useTexts();
  const rules = useValidationRules();
  const formRef = useRef<HTMLFormElement>(null);
  const methods = useForm<Notify>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { register, handleSubmit, formState } = methods;
  const fieldRules = { email: rules.emailAddress };
  const { info, submitting, onValid, configured } = useKeptSubmit(
    "notify",
    formRef,
    methods,
    fieldRules,
    texts.notifyForm,
  );
  if (!configured) return null;
  return (
    <>
      <h2>{texts.comingSoon.notifyHeading}</h2>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(onValid)}
        aria-label={texts.notifyForm.label}
      >
        <fieldset disabled={submitting} className={styles.fieldset}>
          <legend className="visually-hidden">{texts.notifyForm.label}</legend>
          <FormField
            id="notify-email"
            label={texts.fields.email}
            type="email"
            autoComplete="email"
            placeholder={texts.fields.emailPlaceholder}
            registration={register("email", fieldRules.email)}
            error={formState.errors.email}
          />
          <Honeypot registration={register(HONEYPOT_FIELD)} />
          <button type="submit" className={styles.submit}>
            {texts.notifyForm.submit}
          </button>
        </fieldset>
        <FormInfo info={info} />
        <p>{texts.notifyForm.privacy}</p>
        <p>{texts.notifyForm.kept}</p>
      </form>
    </>
  );
}
