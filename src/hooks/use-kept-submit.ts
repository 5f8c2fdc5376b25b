import { useRef, useState, type RefObject } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { contactConfig } from "../lib/contact-config";
import { FieldRefusal, sendVisitorForm, type VisitorForm } from "../lib/visitor-form-send";
import { refusalMessage } from "../lib/validation";
import { usePageLocale } from "../i18n/page-locale";
import { useNearViewport } from "./use-near-viewport";
import { useRecaptcha } from "./use-recaptcha";
import { HONEYPOT_FIELD, RECAPTCHA_ACTIONS } from "../rules/visitor-forms";

export type FormInfo = { error: boolean; message: string } | null;
type Rule = Parameters<typeof refusalMessage>[0];

/**
 * The submit of a form the CMS keeps (comment, notify): a verification token, the send, then the
 * visitor told what really happened. Kept: the thanks, the form cleared. A field the CMS refused: its
 * message under the field, what was typed left as it was. Anything else: the failure, nothing cleared.
 */
export function useKeptSubmit<T extends FieldValues>(
  form: VisitorForm,
  formRef: RefObject<HTMLElement>,
  methods: UseFormReturn<T>,
  rules: Partial<Record<Path<T>, Rule>>,
  texts: { thanks: string; failure: string },
) {
  const { locale, texts: pageTexts } = usePageLocale();
  const config = contactConfig();
  const near = useNearViewport(formRef, "400px");
  const { requestToken } = useRecaptcha(config.recaptchaSiteKey, near, RECAPTCHA_ACTIONS[form]);
  const [info, setInfo] = useState<FormInfo>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const onValid = async (values: T) => {
    if (busy.current) return;
    busy.current = true;
    setInfo(null);
    try {
      const token = await requestToken();
      if (!token) {
        setInfo({ error: true, message: pageTexts.contactForm.robot });
        return;
      }
      setSubmitting(true);
      await sendVisitorForm(config.visitorFormsOrigin, form, values, { locale, recaptchaToken: token });
      methods.reset();
      setInfo({ error: false, message: texts.thanks });
    } catch (error) {
      const rule =
        error instanceof FieldRefusal && error.field !== HONEYPOT_FIELD ? rules[error.field as Path<T>] : undefined;
      if (error instanceof FieldRefusal && rule)
        methods.setError(error.field as Path<T>, { message: refusalMessage(rule, error.rule) }, { shouldFocus: true });
      else {
        console.error(`The ${form} form's send failed:`, error);
        setInfo({ error: true, message: texts.failure });
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };
  return { info, submitting, onValid, configured: config.visitorFormsOrigin !== "" };
}
