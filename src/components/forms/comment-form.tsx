import React from "react";
import { useForm } from "react-hook-form";
import { rules } from "../../lib/validation";
import { useLogOnlySubmit } from "../../hooks/use-log-only-submit";
import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import * as styles from "./form.module.css";

type CommentData = { name: string; email: string; comment: string };

export const COMMENTS_CLOSED = "Thank you for your comment! Comments are moderated by hand, so it does not appear here yet.";

export function CommentForm() {
  const { register, handleSubmit, formState } = useForm<CommentData>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { status, onValid } = useLogOnlySubmit<CommentData>("Comment", COMMENTS_CLOSED);
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-labelledby="comment-form-title">
      <h2 id="comment-form-title">Leave a comment</h2>
      <FormField id="comment-name" label="Name" autoComplete="name" registration={register("name", rules.name)} error={formState.errors.name} />
      <FormField id="comment-email" label="Email" type="email" autoComplete="email" registration={register("email", rules.email)} error={formState.errors.email} />
      <FormField id="comment-text" label="Comment" multiline registration={register("comment")} />
      <button type="submit" className={styles.submit}>
        Post comment
      </button>
      <FormStatus message={status} />
    </form>
  );
}
