import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderInPage as render } from "../support/page-locale";
import { SignInForm } from "../../src/components/forms/sign-in-form";
import { SignUpForm } from "../../src/components/forms/sign-up-form";
import { ResetPasswordForm } from "../../src/components/forms/reset-password-form";
import { en } from "../../src/i18n/en";

let log: jest.SpyInstance;
beforeEach(() => {
  log = jest.spyOn(console, "info").mockImplementation(() => undefined);
});
afterEach(() => log.mockRestore());

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
};

it("sign-in: required messages, focus on the first invalid field, then the minimum length, re-validated on change", async () => {
  const user = userEvent.setup();
  render(<SignInForm />);
  await user.click(screen.getByRole("button", { name: "Create account" }));
  expect(errorOf("Email")).toBe("Email is required.");
  expect(errorOf("Password")).toBe("Password is required.");
  expect(screen.getByLabelText("Email")).toHaveFocus();
  await user.type(screen.getByLabelText("Password"), "short");
  expect(errorOf("Password")).toBe("Your password must be at least 8 characters.");
  await user.type(screen.getByLabelText("Password"), "enough");
  expect(errorOf("Password")).toBeUndefined();
  expect(log).not.toHaveBeenCalled();
});

it("sign-in: a valid submit logs the data with the password masked and says accounts are not open", async () => {
  const user = userEvent.setup();
  render(<SignInForm />);
  await user.type(screen.getByLabelText("Email"), "ayu@example.com");
  await user.type(screen.getByLabelText("Password"), "correct horse");
  await user.click(screen.getByRole("button", { name: "Create account" }));
  expect(await screen.findByRole("status")).toHaveTextContent(en.accountForms.closed);
  expect(log).toHaveBeenCalledWith("Sign in (not sent anywhere):", {
    email: "ayu@example.com",
    password: "********",
    remember: false,
  });
  expect(JSON.stringify(log.mock.calls)).not.toContain("correct horse");
});

it("sign-up: full name, email and password messages", async () => {
  const user = userEvent.setup();
  render(<SignUpForm />);
  await user.click(screen.getByRole("button", { name: "Create account" }));
  expect(errorOf("Full name")).toBe("Full Name is required.");
  expect(errorOf("Email")).toBe("Email is required.");
  expect(errorOf("Password")).toBe("Password is required.");
  expect(screen.getByRole("link", { name: "Already have an account? Log in here" })).toHaveAttribute(
    "href",
    "/sign-in",
  );
});

it("reset password: messages, button and note", async () => {
  const user = userEvent.setup();
  render(<ResetPasswordForm />);
  await user.click(screen.getByRole("button", { name: "Reset account" }));
  expect(errorOf("Email")).toBe("Email is required.");
  expect(errorOf("New password")).toBe("Password is required.");
  expect(screen.getByText("If you didn't request a password recovery link, please ignore this.")).toBeInTheDocument();
});
