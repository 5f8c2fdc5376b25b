import React, { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { contactConfig } from "../../lib/contact-config";
import { HONEYPOT_FIELD, sendContact, type ContactSubmission } from "../../lib/contact-send";
import { useNearViewport } from "../../hooks/use-near-viewport";
import { useRecaptcha } from "../../hooks/use-recaptcha";
import { FormField } from "./form-field";
import * as styles from "./form.module.css";
import { usePageLocale } from "../../i18n/page-locale";
import { useValidationRules } from "../../hooks/use-validation-rules";

type Info = { error: boolean; message: string } | null;

/** The contact form (contact page and rich footer): validation, verification, send, and its states. */
export function ContactForm({ idPrefix = "contact" }: { idPrefix?: string }) {
  const { locale, texts } = usePageLocale();
  const rules = useValidationRules();
  const config = contactConfig();
  const formRef = useRef<HTMLFormElement>(null);
  const near = useNearViewport(formRef, "400px");
  const { requestToken } = useRecaptcha(config.recaptchaSiteKey, near);
  const [submitting, setSubmitting] = useState(false);
  const [info, setInfo] = useState<Info>(null);
  const busy = useRef(false);
  const { register, handleSubmit, reset, formState } = useForm<ContactSubmission>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { errors } = formState;

  const onValid = async (values: ContactSubmission) => {
    if (busy.current) return;
    busy.current = true;
    setInfo(null);
    try {
      const token = await requestToken();
      if (!token) {
        setInfo({ error: true, message: texts.contactForm.robot });
        void requestToken();
        return;
      }
      setSubmitting(true);
      await sendContact(values, locale, token, config);
      reset();
      setInfo({ error: false, message: texts.contactForm.success });
      void requestToken();
    } catch (error) {
      console.error("Contact form send failed:", error);
      setInfo({ error: true, message: texts.contactForm.failure });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-label={texts.contactForm.label}>
      <fieldset disabled={submitting} className={styles.fieldset}>
        <legend className="visually-hidden">{texts.contactForm.legend}</legend>
        <FormField id={id("name")} label={texts.fields.name} autoComplete="name" registration={register("user_name", rules.name)} error={errors.user_name} />
        <FormField
          id={id("email")}
          label={texts.fields.email}
          type="email"
          autoComplete="email"
          registration={register("user_email", rules.emailAddress)}
          error={errors.user_email}
        />
        <FormField id={id("phone")} label={texts.fields.phone} type="tel" autoComplete="tel" placeholder="+62 812-3456-7890" registration={register("user_phone", rules.phone)} error={errors.user_phone} />
        <FormField id={id("message")} label={texts.fields.message} multiline registration={register("message", rules.message)} error={errors.message} />
        {/* The honeypot (contact-send.ts): off-screen, out of the tab order and the accessibility tree,
            no label, no autofill; only a bot fills it, and then nothing is sent. */}
        <div className={styles.honeypot} aria-hidden="true">
          <input type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
        </div>
        <button type="submit" className={styles.submit}>
          {submitting ? texts.contactForm.sending : texts.contactForm.send}
        </button>
      </fieldset>
      <div role={info?.error ? "alert" : "status"} className={info ? (info.error ? styles.failure : styles.status) : undefined}>
        {info?.message}
      </div>
    </form>
  );
}
