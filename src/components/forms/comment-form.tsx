import React from "react";
import { useForm } from "react-hook-form";
import { useLogOnlySubmit } from "../../hooks/use-log-only-submit";
import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import * as styles from "./form.module.css";
import { useTexts } from "../../i18n/page-locale";
import { useValidationRules } from "../../hooks/use-validation-rules";

type CommentData = { name: string; email: string; comment: string };

export function CommentForm() {
  const texts = useTexts();
  const rules = useValidationRules();
  const { register, handleSubmit, formState } = useForm<CommentData>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { status, onValid } = useLogOnlySubmit<CommentData>("Comment", texts.commentForm.thanks);
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-labelledby="comment-form-title">
      <h2 id="comment-form-title">{texts.commentForm.title}</h2>
      <FormField id="comment-name" label={texts.fields.name} autoComplete="name" registration={register("name", rules.name)} error={formState.errors.name} />
      <FormField id="comment-email" label={texts.fields.email} type="email" autoComplete="email" registration={register("email", rules.email)} error={formState.errors.email} />
      <FormField id="comment-text" label={texts.fields.comment} multiline registration={register("comment")} />
      <button type="submit" className={styles.submit}>
        {texts.commentForm.submit}
      </button>
      <FormStatus message={status} />
    </form>
  );
}
