import React, { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useKeptSubmit } from "../../hooks/use-kept-submit";
import { FormField } from "./form-field";
import { FormInfo } from "./form-info";
import { Honeypot } from "./honeypot";
import * as styles from "./form.module.css";
import { useTexts } from "../../i18n/page-locale";
import { useValidationRules } from "../../hooks/use-validation-rules";
import { HONEYPOT_FIELD } from "../../rules/visitor-forms";
import { fill } from "../../i18n/fill";

type CommentData = {
  name: string;
  email: string;
  comment: string;
  post?: string;
  replyTo?: string;
  [HONEYPOT_FIELD]?: string;
};
type Replyable = { contentId: string; author: string };
const REPLY_HASH = /^#reply-([A-Za-z0-9]+)$/;

/**
 * An article's comment form: the comment goes to the CMS as a draft in the page's language, shown
 * under the article once an editor publishes it. A site built without a CMS has nowhere to keep it,
 * so there is no form. A visitor's comment's Reply link (#reply-<id>) addresses the reply to that comment.
 */
export function CommentForm({ post, replyable = [] }: { post: string; replyable?: ReadonlyArray<Replyable> }) {
  const texts = useTexts();
  const rules = useValidationRules();
  const formRef = useRef<HTMLFormElement>(null);
  const methods = useForm<CommentData>({ mode: "onSubmit", reValidateMode: "onChange" });
  const { register, handleSubmit, formState } = methods;
  const fieldRules = { name: rules.name, email: rules.emailAddress, comment: rules.comment };
  const { info, submitting, onValid, configured } = useKeptSubmit(
    "comment",
    formRef,
    methods,
    fieldRules,
    texts.commentForm,
  );
  const [replyTo, setReplyTo] = useState<Replyable | null>(null);
  useEffect(() => {
    const follow = () => {
      const id = REPLY_HASH.exec(window.location.hash)?.[1];
      const comment = replyable.find((c) => c.contentId === id);
      if (!comment) return;
      setReplyTo(comment);
      formRef.current?.scrollIntoView({ block: "start" });
      methods.setFocus("name");
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [replyable, methods]);
  // a reply sent: the next comment is a comment again
  useEffect(() => {
    if (info && !info.error) setReplyTo(null);
  }, [info]);
  if (!configured) return null;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) =>
        onValid({ ...values, post, ...(replyTo ? { replyTo: replyTo.contentId } : {}) }),
      )}
      aria-labelledby="comment-form-title"
    >
      <h2 id="comment-form-title">{texts.commentForm.title}</h2>
      {replyTo && (
        <p>
          {fill(texts.commentForm.replyingTo, { author: replyTo.author })}{" "}
          <button type="button" className={styles.linkButton} onClick={() => setReplyTo(null)}>
            {texts.commentForm.cancelReply}
          </button>
        </p>
      )}
      <fieldset disabled={submitting} className={styles.fieldset}>
        <legend className="visually-hidden">{texts.commentForm.title}</legend>
        <FormField
          id="comment-name"
          label={texts.fields.name}
          autoComplete="name"
          registration={register("name", fieldRules.name)}
          error={formState.errors.name}
        />
        <FormField
          id="comment-email"
          label={texts.fields.email}
          type="email"
          autoComplete="email"
          registration={register("email", fieldRules.email)}
          error={formState.errors.email}
        />
        <FormField
          id="comment-text"
          label={texts.fields.comment}
          multiline
          registration={register("comment", fieldRules.comment)}
          error={formState.errors.comment}
        />
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
