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

type CommentData = { name: string; email: string; comment: string; post?: string; [HONEYPOT_FIELD]?: string };

/**
 * An article's comment form: the comment goes to the CMS as a draft in the page's language, shown
 * under the article once an editor publishes it. A site built without a CMS has nowhere to keep it,
 * so there is no form.
 */
export function CommentForm({ post }: { post: string }) {
  const texts = useTexts();
  const rules = useValidationRules();
  const formRef = useRef<HTMLFormElement>(null);
  const methods = useForm<CommentData>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { register, handleSubmit, formState } = methods;
  const fieldRules = { name: rules.name, email: rules.emailAddress, comment: rules.comment };
  const { info, submitting, onValid, configured } = useKeptSubmit("comment", formRef, methods, fieldRules, texts.commentForm);
  if (!configured) return null;
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit((values) => onValid({ ...values, post }))} aria-labelledby="comment-form-title">
      <h2 id="comment-form-title">{texts.commentForm.title}</h2>
      <fieldset disabled={submitting} className={styles.fieldset}>
        <legend className="visually-hidden">{texts.commentForm.title}</legend>
        <FormField id="comment-name" label={texts.fields.name} autoComplete="name" registration={register("name", fieldRules.name)} error={formState.errors.name} />
        <FormField id="comment-email" label={texts.fields.email} type="email" autoComplete="email" registration={register("email", fieldRules.email)} error={formState.errors.email} />
        <FormField id="comment-text" label={texts.fields.comment} multiline registration={register("comment", fieldRules.comment)} error={formState.errors.comment} />
        <Honeypot registration={register(HONEYPOT_FIELD)} />
        <button type="submit" className={styles.submit}>
          {texts.commentForm.submit}
        </button>
      </fieldset>
      <FormInfo info={info} />
      <p>{texts.commentForm.privacy}</p>
    </form>
  );
}
