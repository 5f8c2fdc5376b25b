// The spec's validation rules (SPEC section 5), shared by every form; their messages are the page's
// (texts.validation, en.ts and id.ts). The forms the CMS keeps follow src/rules/visitor-forms.js, which
// the CMS's route checks again: its lengths and address pattern are read from there.
import type { Texts } from "../i18n/en";
import { fill } from "../i18n/fill";
import { EMAIL_PATTERN, FIELD_RULES } from "../rules/visitor-forms";

export { EMAIL_PATTERN };
export const PASSWORD_MIN_LENGTH = 8;

type FieldRule = {
  required: string;
  pattern?: { value: RegExp; message: string };
  maxLength?: { value: number; message: string };
};

/** react-hook-form's rules, each once, with the messages of the page's language. */
export function validationRules(messages: Texts["validation"]) {
  const atMost = (field: keyof typeof FIELD_RULES) => ({
    value: FIELD_RULES[field].maxLength,
    message: fill(messages.tooLong, { max: FIELD_RULES[field].maxLength }),
  });
  return {
    name: { required: messages.nameRequired, maxLength: atMost("name") },
    fullName: { required: messages.fullNameRequired },
    /** the account forms: required only */
    email: { required: messages.emailRequired },
    /** the forms the CMS keeps (contact, comment, notify): required and a standard address, case-insensitive */
    emailAddress: {
      required: messages.emailRequired,
      pattern: { value: EMAIL_PATTERN, message: messages.emailInvalid },
      maxLength: atMost("email"),
    },
    phone: { required: messages.phoneRequired, maxLength: atMost("phone") },
    message: { required: messages.messageRequired, maxLength: atMost("message") },
    comment: { required: messages.commentRequired, maxLength: atMost("comment") },
    password: {
      required: messages.passwordRequired,
      minLength: { value: PASSWORD_MIN_LENGTH, message: fill(messages.passwordTooShort, { min: PASSWORD_MIN_LENGTH }) },
    },
  } as const;
}

/** The message a field's rule gives when the CMS refused the field for that rule ("required", "email", "maxLength"). */
export function refusalMessage(rule: FieldRule, refused: string): string {
  if (refused === "email" && rule.pattern) return rule.pattern.message;
  if (refused === "maxLength" && rule.maxLength) return rule.maxLength.message;
  return rule.required;
}
