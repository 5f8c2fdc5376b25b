import React, { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { contactConfig } from "../../lib/contact-config";
import { sendContact, type ContactValues } from "../../lib/contact-send";
import { EMAIL_PATTERN, MESSAGES } from "../../lib/validation";
import { useNearViewport } from "../../hooks/use-near-viewport";
import { useRecaptcha } from "../../hooks/use-recaptcha";
import { FormField } from "./form-field";
import * as styles from "./form.module.css";

export const CONTACT_TEXT = {
  sending: "Sending...",
  success: "Message sent successfully!",
  failure: "Sorry, an error occurred. Please try again.",
  robot: "Please wait while we verify you are not a robot.",
} as const;

type Info = { error: boolean; message: string } | null;

/** The contact form (contact page and rich footer): validation, verification, send, and its states. */
export function ContactForm({ idPrefix = "contact" }: { idPrefix?: string }) {
  const config = contactConfig();
  const formRef = useRef<HTMLFormElement>(null);
  const near = useNearViewport(formRef, "400px");
  const { requestToken } = useRecaptcha(config.recaptchaSiteKey, near);
  const [submitting, setSubmitting] = useState(false);
  const [info, setInfo] = useState<Info>(null);
  const busy = useRef(false);
  const { register, handleSubmit, reset, formState } = useForm<ContactValues>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { errors } = formState;

  const onValid = async (values: ContactValues) => {
    if (busy.current) return;
    busy.current = true;
    setInfo(null);
    try {
      const token = await requestToken();
      if (!token) {
        setInfo({ error: true, message: CONTACT_TEXT.robot });
        void requestToken();
        return;
      }
      setSubmitting(true);
      await sendContact(values, token, config);
      reset();
      setInfo({ error: false, message: CONTACT_TEXT.success });
      void requestToken();
    } catch (error) {
      console.error("Contact form send failed:", error);
      setInfo({ error: true, message: CONTACT_TEXT.failure });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-label="Contact form">
      <fieldset disabled={submitting} className={styles.fieldset}>
        <legend className="visually-hidden">Your message</legend>
        <FormField id={id("name")} label="Name" autoComplete="name" registration={register("user_name", { required: MESSAGES.nameRequired })} error={errors.user_name} />
        <FormField
          id={id("email")}
          label="Email"
          type="email"
          autoComplete="email"
          registration={register("user_email", { required: MESSAGES.emailRequired, pattern: { value: EMAIL_PATTERN, message: MESSAGES.emailInvalid } })}
          error={errors.user_email}
        />
        <FormField id={id("phone")} label="Phone" type="tel" autoComplete="tel" placeholder="+62 812-3456-7890" registration={register("user_phone", { required: MESSAGES.phoneRequired })} error={errors.user_phone} />
        <FormField id={id("message")} label="Message" multiline registration={register("message", { required: MESSAGES.messageRequired })} error={errors.message} />
        <button type="submit" className={styles.submit}>
          {submitting ? CONTACT_TEXT.sending : "Send message"}
        </button>
      </fieldset>
      <div role={info?.error ? "alert" : "status"} className={info ? (info.error ? styles.failure : styles.status) : undefined}>
        {info?.message}
      </div>
    </form>
  );
}
