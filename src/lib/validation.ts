// The spec's validation rules (SPEC section 5), shared by every form; their messages are the page's
// (texts.validation, en.ts and id.ts).
import type { Texts } from "../i18n/en";
import { fill } from "../i18n/fill";

export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/** react-hook-form's rules, each once, with the messages of the page's language. */
export function validationRules(messages: Texts["validation"]) {
  return {
    name: { required: messages.nameRequired },
    fullName: { required: messages.fullNameRequired },
    /** account, comment and notify forms: required only */
    email: { required: messages.emailRequired },
    /** the contact form: required and a standard address, case-insensitive */
    emailAddress: { required: messages.emailRequired, pattern: { value: EMAIL_PATTERN, message: messages.emailInvalid } },
    phone: { required: messages.phoneRequired },
    message: { required: messages.messageRequired },
    password: {
      required: messages.passwordRequired,
      minLength: { value: PASSWORD_MIN_LENGTH, message: fill(messages.passwordTooShort, { min: PASSWORD_MIN_LENGTH }) },
    },
  } as const;
}
