"use strict";
// What a visitor may send through the site's three forms that keep what they are given (a contact
// message, a comment on an article, a launch sign-up): each field's rule, checked in the browser
// (src/lib/validation.ts gives the messages in the page's language) and again by the CMS's public
// route (cms/src/api/visitor-form), which refuses with the field and the rule so the form can say which.
// Plain CommonJS without dependencies, so cms/ can require it.

/** A standard address, case-insensitive (SPEC section 5). */
const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/** One field's rule: required, at most `maxLength` characters, and for addresses the pattern. */
const FIELD_RULES = {
  name: { required: true, maxLength: 120 },
  email: { required: true, maxLength: 254, email: true },
  phone: { required: true, maxLength: 40 },
  message: { required: true, maxLength: 5000 },
  comment: { required: true, maxLength: 2000 },
};

/** Each form's fields, by the names the form sends, and the rule each follows. */
const VISITOR_FORMS = {
  contact: { user_name: "name", user_email: "email", user_phone: "phone", message: "message" },
  comment: { name: "name", email: "email", comment: "comment" },
  notify: { email: "email" },
};

/**
 * The honeypot: a field people and assistive technology never meet (the forms hide it), which bots
 * that fill every field fill. A send with it filled is answered as if kept, and nothing is kept.
 */
const HONEYPOT_FIELD = "website";

/** The reCAPTCHA v3 action each form asks its token under; the CMS checks the token was given for it. */
const RECAPTCHA_ACTIONS = { contact: "contact_form", comment: "comment_form", notify: "notify_form" };

/**
 * The first rule one value breaks, or null: "required", "maxLength" or "email".
 * @param {keyof typeof FIELD_RULES} ruleName @param {unknown} value
 */
function fieldProblem(ruleName, value) {
  const rule = FIELD_RULES[ruleName];
  const text = typeof value === "string" ? value.trim() : "";
  if (rule.required && text === "") return "required";
  if ([...text].length > rule.maxLength) return "maxLength";
  if (rule.email && !EMAIL_PATTERN.test(text)) return "email";
  return null;
}

/**
 * The first problem of a form's values, in the order the form shows its fields, or null.
 * @param {keyof typeof VISITOR_FORMS} form @param {Record<string, unknown>} values
 * @returns {{ field: string, rule: "required" | "maxLength" | "email", maxLength: number } | null}
 */
function visitorFormProblem(form, values) {
  for (const [field, ruleName] of Object.entries(VISITOR_FORMS[form])) {
    const rule = fieldProblem(ruleName, values[field]);
    if (rule) return { field, rule, maxLength: FIELD_RULES[ruleName].maxLength };
  }
  return null;
}

module.exports = {
  EMAIL_PATTERN,
  FIELD_RULES,
  VISITOR_FORMS,
  HONEYPOT_FIELD,
  RECAPTCHA_ACTIONS,
  fieldProblem,
  visitorFormProblem,
};
