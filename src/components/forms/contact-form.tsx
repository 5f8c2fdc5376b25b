import React, { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { contactConfig } from "../../lib/contact-config";
import { sendContact, type ContactSubmission } from "../../lib/contact-send";
import { FieldRefusal, sendVisitorForm } from "../../lib/visitor-form-send";
import { refusalMessage } from "../../lib/validation";
import { HONEYPOT_FIELD, RECAPTCHA_ACTIONS } from "../../rules/visitor-forms";
import { Honeypot } from "./honeypot";
import { FormInfo } from "./form-info";
import type { FormInfo as FormInfoValue } from "../../hooks/use-kept-submit";
import { useNearViewport } from "../../hooks/use-near-viewport";
import { useRecaptcha } from "../../hooks/use-recaptcha";
import { FormField } from "./form-field";
import * as styles from "./form.module.css";
import { usePageLocale } from "../../i18n/page-locale";
import { useValidationRules } from "../../hooks/use-validation-rules";

type Info = FormInfoValue;

/**
 * The contact form (contact page and rich footer): validation, verification, send, and its states.
 * A message goes two ways at once, to the CMS's inbox (when the site has a CMS) and through EmailJS;
 * the visitor is told it was sent when either kept it, and the failure only when neither did.
 */
export function ContactForm({ idPrefix = "contact" }: { idPrefix?: string }) {
  const { locale, texts } = usePageLocale();
  const rules = useValidationRules();
  const config = contactConfig();
  const formRef = useRef<HTMLFormElement>(null);
  const near = useNearViewport(formRef, "400px");
  const { requestToken } = useRecaptcha(config.recaptchaSiteKey, near, RECAPTCHA_ACTIONS.contact);
  const [submitting, setSubmitting] = useState(false);
  const [info, setInfo] = useState<Info>(null);
  const busy = useRef(false);
  const { register, handleSubmit, reset, setError, formState } = useForm<ContactSubmission>({
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const fieldRules = {
    user_name: rules.name,
    user_email: rules.emailAddress,
    user_phone: rules.phone,
    message: rules.message,
  };
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
      const [emailed, kept] = await Promise.allSettled([
        sendContact(values, locale, token, config),
        config.visitorFormsOrigin
          ? sendVisitorForm(config.visitorFormsOrigin, "contact", values, { locale, recaptchaToken: token })
          : Promise.reject(new Error("The site has no CMS to keep the message")),
      ]);
      void requestToken();
      if (emailed.status === "fulfilled" || kept.status === "fulfilled") {
        reset();
        setInfo({ error: false, message: texts.contactForm.success });
        return;
      }
      console.error("Contact form send failed:", emailed.reason, ...(config.visitorFormsOrigin ? [kept.reason] : []));
      const refused = kept.reason instanceof FieldRefusal ? kept.reason : null;
      const rule =
        refused && Object.hasOwn(fieldRules, refused.field)
          ? fieldRules[refused.field as keyof typeof fieldRules]
          : null;
      if (refused && rule)
        setError(
          refused.field as keyof typeof fieldRules,
          { message: refusalMessage(rule, refused.rule) },
          { shouldFocus: true },
        );
      else setInfo({ error: true, message: texts.contactForm.failure });
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
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label={texts.contactForm.label}
    >
      <fieldset disabled={submitting} className={styles.fieldset}>
        <legend className="visually-hidden">{texts.contactForm.legend}</legend>
        <FormField
          id={id("name")}
          label={texts.fields.name}
          autoComplete="name"
          registration={register("user_name", fieldRules.user_name)}
          error={errors.user_name}
        />
        <FormField
          id={id("email")}
          label={texts.fields.email}
          type="email"
          autoComplete="email"
          registration={register("user_email", fieldRules.user_email)}
          error={errors.user_email}
        />
        <FormField
          id={id("phone")}
          label={texts.fields.phone}
          type="tel"
          autoComplete="tel"
          placeholder="+62 812-3456-7890"
          registration={register("user_phone", fieldRules.user_phone)}
          error={errors.user_phone}
        />
        <FormField
          id={id("message")}
          label={texts.fields.message}
          multiline
          registration={register("message", fieldRules.message)}
          error={errors.message}
        />
        <Honeypot registration={register(HONEYPOT_FIELD)} />
        <button type="submit" className={styles.submit}>
          {submitting ? texts.contactForm.sending : texts.contactForm.send}
        </button>
      </fieldset>
      <FormInfo info={info} />
      {config.visitorFormsOrigin && <p>{texts.contactForm.privacy}</p>}
    </form>
  );
}
