/**
 * @jest-environment-options {"url": "https://nusakode.id/contact-us"}
 */
import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderInPage as render } from "../support/page-locale";
import { ContactForm } from "../../src/components/forms/contact-form";
import { sendContact } from "../../src/lib/contact-send";

jest.mock("../../src/lib/contact-send", () => ({
  ...jest.requireActual("../../src/lib/contact-send"),
  sendContact: jest.fn(),
}));

it("on a non-local host without a token, stops with the not-a-robot message and sends nothing", async () => {
  const user = userEvent.setup();
  render(<ContactForm />);
  await user.type(screen.getByLabelText("Name"), "Ayu");
  await user.type(screen.getByLabelText("Email"), "ayu@example.com");
  await user.type(screen.getByLabelText("Phone"), "+62 812");
  await user.type(screen.getByLabelText("Message"), "Hello");
  await user.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Please wait while we verify you are not a robot.");
  expect(sendContact).not.toHaveBeenCalled();
  expect(screen.getByLabelText("Name")).toHaveValue("Ayu");
});
