// The spec's validation messages (SPEC section 5) and rules, shared by every form.
export const MESSAGES = {
  nameRequired: "Name is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Invalid email address",
  phoneRequired: "Phone number is required.",
  messageRequired: "Message is required.",
  passwordRequired: "Password is required.",
  passwordTooShort: "Your password must be at least 8 characters.",
  fullNameRequired: "Full Name is required.",
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export const rules = {
  name: { required: MESSAGES.nameRequired },
  fullName: { required: MESSAGES.fullNameRequired },
  email: { required: MESSAGES.emailRequired },
  password: {
    required: MESSAGES.passwordRequired,
    minLength: { value: PASSWORD_MIN_LENGTH, message: MESSAGES.passwordTooShort },
  },
} as const;
