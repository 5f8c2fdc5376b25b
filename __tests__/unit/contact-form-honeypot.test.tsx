// The contact form's honeypot, through the real send (contact-send.ts) down to the EmailJS SDK: a
// field nobody meets, and when a bot fills it, the usual success and nothing sent.
import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import emailjs from "@emailjs/browser";
import { renderInPage as render } from "../support/page-locale";
import { ContactForm } from "../../src/components/forms/contact-form";

jest.mock("@emailjs/browser", () => ({ __esModule: true, default: { init: jest.fn(), sendForm: jest.fn() } }));
const sendForm = emailjs.sendForm as jest.MockedFunction<typeof emailjs.sendForm>;

const saved = { ...process.env };
beforeEach(() => {
  Object.assign(process.env, {
    GATSBY_EMAILJS_PUBLIC_KEY: "key",
    GATSBY_EMAILJS_SERVICE_ID: "service",
    GATSBY_EMAILJS_TEMPLATE_ID: "template",
  });
  (emailjs.init as jest.Mock).mockClear();
  sendForm.mockReset().mockResolvedValue({ status: 200, text: "OK" });
});
afterEach(() => {
  process.env = { ...saved };
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Ayu");
  await user.type(screen.getByLabelText("Email"), "ayu@example.com");
  await user.type(screen.getByLabelText("Phone"), "+62 812");
  await user.type(screen.getByLabelText("Message"), "Hello");
}

const honeypotOf = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[name="website"]')!;

it("has a honeypot that people, the keyboard and screen readers never meet", async () => {
  const { container } = render(<ContactForm />);
  const trap = honeypotOf(container);
  expect(trap).not.toBeNull();
  expect(trap).toHaveAttribute("tabindex", "-1");
  expect(trap).toHaveAttribute("autocomplete", "off");
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(trap.labels).toHaveLength(0);
  expect(trap).not.toHaveAttribute("aria-label");
  // not among the form's named controls, and skipped by Tab
  expect(screen.queryAllByRole("textbox", { hidden: false }).map((box) => box.getAttribute("name"))).toEqual([
    "user_name",
    "user_email",
    "user_phone",
    "message",
  ]);
  const user = userEvent.setup();
  const visited: Array<string | null> = [];
  for (let i = 0; i < 6; i++) {
    await user.tab();
    visited.push(document.activeElement?.getAttribute("name") ?? document.activeElement?.tagName ?? null);
  }
  expect(visited).not.toContain("website");
});

it("sends the message when the honeypot is empty, without it", async () => {
  const user = userEvent.setup();
  render(<ContactForm />);
  await fillValid(user);
  await user.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByText("Message sent successfully!")).toBeInTheDocument();
  expect(sendForm).toHaveBeenCalledTimes(1);
  const sent = sendForm.mock.calls[0][2] as HTMLFormElement;
  expect([...sent.querySelectorAll("input")].map((input) => input.name)).not.toContain("website");
});

it("when a bot fills the honeypot: the usual success, a cleared form, and nothing sent", async () => {
  const user = userEvent.setup();
  const { container } = render(<ContactForm />);
  await fillValid(user);
  await user.type(honeypotOf(container), "https://spam.example");
  await user.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByText("Message sent successfully!")).toBeInTheDocument();
  expect(screen.getByLabelText("Name")).toHaveValue("");
  expect(emailjs.init).not.toHaveBeenCalled();
  expect(sendForm).not.toHaveBeenCalled();
});
