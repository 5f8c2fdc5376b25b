// What the contact send gives the EmailJS template (SPEC section 7, and the page's language: README,
// "Contact form settings"), read from the form the SDK is handed.
import emailjs from "@emailjs/browser";
import { sendContact } from "../../src/lib/contact-send";

jest.mock("@emailjs/browser", () => ({ __esModule: true, default: { init: jest.fn(), sendForm: jest.fn() } }));
const sendForm = emailjs.sendForm as jest.MockedFunction<typeof emailjs.sendForm>;

const config = {
  publicKey: "key",
  serviceId: "service",
  templateId: "template",
  recaptchaSiteKey: "site",
  emailOrigin: "https://api.emailjs.com",
  visitorFormsOrigin: "",
};
const values = {
  user_name: "Ayu Lestari",
  user_email: "ayu@example.co.id",
  user_phone: "+62 812-0000-1111",
  message: "Halo",
};

/** The fields of the form the SDK was handed, by name. */
function sentFields() {
  const form = sendForm.mock.calls[0][2] as HTMLFormElement;
  return Object.fromEntries([...form.querySelectorAll("input")].map((input) => [input.name, input.value]));
}

beforeEach(() => {
  (emailjs.init as jest.Mock).mockClear();
  sendForm.mockReset().mockResolvedValue({ status: 200, text: "OK" });
});

it.each([
  ["en", "English"],
  ["id", "Bahasa Indonesia"],
] as const)(
  "from a page in %s: the form's values, language %j and the verification, to the configured service and template",
  async (locale, language) => {
    await sendContact(values, locale, "token", config);
    expect(sendForm).toHaveBeenCalledTimes(1);
    expect(sendForm.mock.calls[0].slice(0, 2)).toEqual(["service", "template"]);
    expect(sentFields()).toEqual({
      ...values,
      language,
      "g-recaptcha-response": "token",
      g_recaptcha_response: "token",
    });
  },
);

it("gives the token under g-recaptcha-response, the name EmailJS's template check reads, and the spec's name", async () => {
  await sendContact(values, "en", "token-1", config);
  expect(sentFields()["g-recaptcha-response"]).toBe("token-1");
  expect(sentFields().g_recaptcha_response).toBe("token-1");
});

it("with the honeypot filled resolves as a success and sends nothing; an empty one is not sent", async () => {
  await expect(
    sendContact({ ...values, website: "https://spam.example" }, "en", "token", config),
  ).resolves.toBeUndefined();
  expect(emailjs.init).not.toHaveBeenCalled();
  expect(sendForm).not.toHaveBeenCalled();
  await sendContact({ ...values, website: "" }, "en", "token", config);
  expect(sendForm).toHaveBeenCalledTimes(1);
  expect(sentFields()).not.toHaveProperty("website");
});

it("rejects when the provider does", async () => {
  sendForm.mockRejectedValue({ status: 429, text: "Too Many Requests" });
  await expect(sendContact(values, "en", "token", config)).rejects.toEqual({ status: 429, text: "Too Many Requests" });
});
