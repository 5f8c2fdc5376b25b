import React from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderInPage as render } from "../support/page-locale";
import { ContactForm } from "../../src/components/forms/contact-form";
import { sendContact } from "../../src/lib/contact-send";
import { missingContactEnv } from "../../src/lib/contact-config";

jest.mock("../../src/lib/contact-send", () => ({
  ...jest.requireActual("../../src/lib/contact-send"),
  sendContact: jest.fn(),
}));
const send = sendContact as jest.MockedFunction<typeof sendContact>;

const cleanups: Array<() => void> = [];
const afterTest = (f: () => void) => cleanups.push(f);
afterEach(() => cleanups.splice(0).forEach((f) => f()));

// The form logs a failed send (console.error); every test states which errors it expects.
let consoleError: jest.SpyInstance;
const visitorFormsOrigin = process.env.GATSBY_VISITOR_FORMS_ORIGIN;
// These tests are of the EmailJS way alone (a site without a CMS); kept-forms.test.tsx sends both ways.
beforeEach(() => {
  delete process.env.GATSBY_VISITOR_FORMS_ORIGIN;
  afterTest(() => (process.env.GATSBY_VISITOR_FORMS_ORIGIN = visitorFormsOrigin));
  send.mockReset();
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Ayu");
  await user.type(screen.getByLabelText("Email"), "AYU@EXAMPLE.COM");
  await user.type(screen.getByLabelText("Phone"), "+62 812");
  await user.type(screen.getByLabelText("Message"), "Hello");
}

it("shows every field message on submit, focusing the first invalid field", async () => {
  const user = userEvent.setup();
  render(<ContactForm />);
  await user.click(screen.getByRole("button", { name: "Send message" }));
  for (const message of [
    "Name is required.",
    "Email is required.",
    "Phone number is required.",
    "Message is required.",
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(screen.getByLabelText("Name")).toHaveFocus();
  expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Name is required.");
  await user.type(screen.getByLabelText("Email"), "nope");
  expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Invalid email address");
  expect(send).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
});

it("while sending: 'Sending...', inputs disabled, no second send; then success clears the form", async () => {
  let finish: () => void = () => undefined;
  send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
  const user = userEvent.setup();
  render(<ContactForm />);
  await fillValid(user);
  await user.click(screen.getByRole("button", { name: "Send message" }));
  const sending = await screen.findByRole("button", { name: "Sending..." });
  expect(sending).toBeDisabled();
  expect(screen.getByLabelText("Name")).toBeDisabled();
  await user.click(sending);
  expect(send).toHaveBeenCalledTimes(1);
  expect(send.mock.calls[0][0]).toEqual({
    user_name: "Ayu",
    user_email: "AYU@EXAMPLE.COM",
    user_phone: "+62 812",
    message: "Hello",
    website: "",
  });
  expect(send.mock.calls[0][1]).toBe("en");
  expect(send.mock.calls[0][2]).toBe("local-development-token");
  finish();
  expect(await screen.findByText("Message sent successfully!")).toBeInTheDocument();
  expect(screen.getByLabelText("Name")).toHaveValue("");
  expect(screen.getByLabelText("Name")).toBeEnabled();
  expect(consoleError).not.toHaveBeenCalled();
});

it("sends the page's language with the values: an Indonesian page's form says so", async () => {
  send.mockResolvedValue();
  const user = userEvent.setup();
  render(<ContactForm />, { locale: "id", path: "/contact-us" });
  await user.type(screen.getByLabelText("Nama"), "Ayu");
  await user.type(screen.getByLabelText("Email"), "ayu@example.co.id");
  await user.type(screen.getByLabelText("Nomor telepon"), "+62 812");
  await user.type(screen.getByLabelText("Pesan"), "Halo");
  await user.click(screen.getByRole("button", { name: "Kirim pesan" }));
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  expect(send.mock.calls[0][1]).toBe("id");
  expect(consoleError).not.toHaveBeenCalled();
});

it("on failure shows the generic text and keeps what was typed", async () => {
  send.mockRejectedValue(new Error("status 500"));
  const user = userEvent.setup();
  render(<ContactForm />);
  await fillValid(user);
  await user.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, an error occurred. Please try again.");
  expect(screen.getByLabelText("Message")).toHaveValue("Hello");
  expect(consoleError.mock.calls).toEqual([["Contact form send failed:", new Error("status 500")]]);
});

it("fails politely, never crashes, when the settings are missing", async () => {
  const saved = { ...process.env };
  for (const name of ["GATSBY_EMAILJS_PUBLIC_KEY", "GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID"])
    delete process.env[name];
  afterTest(() => Object.assign(process.env, saved));
  send.mockImplementation(jest.requireActual("../../src/lib/contact-send").sendContact);
  const user = userEvent.setup();
  render(<ContactForm />);
  await fillValid(user);
  await user.click(screen.getByRole("button", { name: "Send message" }));
  await waitFor(() =>
    expect(screen.getByRole("alert")).toHaveTextContent("Sorry, an error occurred. Please try again."),
  );
  expect(screen.getByLabelText("Name")).toHaveValue("Ayu");
  expect(consoleError.mock.calls).toEqual([
    ["Contact form send failed:", new Error("The contact form is not configured (see README)")],
  ]);
});

it("names the missing settings for the build warning", () => {
  expect(missingContactEnv({ GATSBY_EMAILJS_PUBLIC_KEY: "k", GATSBY_RECAPTCHA_SITE_KEY: "" })).toEqual([
    "GATSBY_EMAILJS_SERVICE_ID",
    "GATSBY_EMAILJS_TEMPLATE_ID",
    "GATSBY_RECAPTCHA_SITE_KEY",
  ]);
});
