// The forms the CMS keeps (contact, comment, notify) against its route's answers, with fetch standing in
// for the network: what is sent, and what the visitor is told for each answer. The route itself is
// __tests__/cms/visitor-forms.test.ts's.
import React from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderInPage as render } from "../support/page-locale";
import { CommentForm } from "../../src/components/forms/comment-form";
import { NotifyForm } from "../../src/components/forms/notify-form";
import { ContactForm } from "../../src/components/forms/contact-form";
import { threaded } from "../../src/components/article/article-comments";
import { sendContact } from "../../src/lib/contact-send";

jest.mock("../../src/lib/contact-send", () => ({
  ...jest.requireActual("../../src/lib/contact-send"),
  sendContact: jest.fn(),
}));
const emailjs = sendContact as jest.MockedFunction<typeof sendContact>;

const ORIGIN = "https://cms.example.test";
const saved = process.env.GATSBY_VISITOR_FORMS_ORIGIN;
let fetchMock: jest.Mock;
let consoleError: jest.SpyInstance;
// jsdom has no Response: what the form reads of one
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    contentType: init.headers["content-type"],
    credentials: init.credentials,
    body: JSON.parse(init.body),
  }));

beforeEach(() => {
  process.env.GATSBY_VISITOR_FORMS_ORIGIN = ORIGIN;
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  emailjs.mockReset();
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  process.env.GATSBY_VISITOR_FORMS_ORIGIN = saved;
  consoleError.mockRestore();
});

async function writeComment(
  user: ReturnType<typeof userEvent.setup>,
  [name, email, comment] = ["Ayu", "ayu@example.co.id", "Useful, thank you."],
) {
  await user.type(screen.getByLabelText("Name"), name);
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Comment"), comment);
  await user.click(screen.getByRole("button", { name: "Post comment" }));
}

it("a comment goes to the CMS's route with its article, the page's language and path, and the visitor is told it awaits an editor", async () => {
  answer(201, { data: { kept: true } });
  const user = userEvent.setup();
  render(<CommentForm post="post-1" />, { path: "/blog/fast-company-websites/" });
  await writeComment(user);
  expect(await screen.findByRole("status")).toHaveTextContent(
    "Thank you! Your comment was received and will appear here once an editor approves it.",
  );
  expect(sent()).toEqual([
    {
      url: `${ORIGIN}/api/visitor-forms/comment`,
      contentType: "text/plain;charset=UTF-8",
      credentials: "omit",
      body: {
        name: "Ayu",
        email: "ayu@example.co.id",
        comment: "Useful, thank you.",
        website: "",
        post: "post-1",
        language: "en",
        page: "/",
        recaptchaToken: "local-development-token",
      },
    },
  ]);
  expect(screen.getByLabelText("Comment")).toHaveValue("");
});

it("a field the CMS refuses is named under it in the page's language, and what was typed stays", async () => {
  answer(400, {
    data: null,
    error: {
      status: 400,
      name: "ValidationError",
      message: "comment is longer than 2000 characters",
      details: { field: "comment", rule: "maxLength" },
    },
  });
  const user = userEvent.setup();
  render(<CommentForm post="post-1" />, { locale: "id", path: "/blog/x/" });
  await user.type(screen.getByLabelText("Nama"), "Ayu");
  await user.type(screen.getByLabelText("Email"), "ayu@example.co.id");
  await user.type(screen.getByLabelText("Komentar"), "Halo");
  await user.click(screen.getByRole("button", { name: "Kirim komentar" }));
  await waitFor(() =>
    expect(screen.getByLabelText("Komentar")).toHaveAccessibleDescription("Paling banyak 2000 karakter."),
  );
  expect(screen.getByLabelText("Komentar")).toHaveValue("Halo");
  expect(screen.getByLabelText("Komentar")).toHaveFocus();
  expect(sent()[0].body.language).toBe("id");
});

it("a failed send says so, keeps what was typed, and claims nothing", async () => {
  answer(503, { error: { status: 503 } });
  const user = userEvent.setup();
  render(<CommentForm post="post-1" />);
  await writeComment(user);
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Sorry, your comment could not be sent. Please try again.",
  );
  expect(screen.getByLabelText("Comment")).toHaveValue("Useful, thank you.");
});

it("the comment's own rules before any send: a comment is required too", async () => {
  const user = userEvent.setup();
  render(<CommentForm post="post-1" />);
  await user.click(screen.getByRole("button", { name: "Post comment" }));
  expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Name is required.");
  expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email is required.");
  expect(screen.getByLabelText("Comment")).toHaveAccessibleDescription("Comment is required.");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("Get Notified keeps the address with the page's language and says what is kept", async () => {
  answer(201, { data: { kept: true } });
  const user = userEvent.setup();
  render(<NotifyForm />, { locale: "id", path: "/coming-soon" });
  expect(
    screen.getByText(
      "Email Anda dan waktu pendaftaran kami simpan hanya untuk mengabarkan peluncuran, lalu kami hapus setelah 24 bulan.",
    ),
  ).toBeInTheDocument();
  await user.type(screen.getByLabelText("Email"), "c@example.com");
  await user.click(screen.getByRole("button", { name: "Kabari saya" }));
  expect(await screen.findByRole("status")).toHaveTextContent(
    "Terima kasih! Kami akan mengirim email kepada Anda satu kali, saat peluncuran.",
  );
  expect(sent()[0]).toMatchObject({
    url: `${ORIGIN}/api/visitor-forms/notify`,
    body: { email: "c@example.com", language: "id" },
  });
});

it("without a CMS there is nowhere to keep a comment or a sign-up: no form pretends to", () => {
  delete process.env.GATSBY_VISITOR_FORMS_ORIGIN;
  const { container } = render(
    <>
      <CommentForm post="post-1" />
      <NotifyForm />
    </>,
  );
  expect(container).toBeEmptyDOMElement();
});

describe("a contact message goes both ways; the visitor hears of success when either kept it", () => {
  async function sendMessage(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText("Name"), "Ayu");
    await user.type(screen.getByLabelText("Email"), "ayu@example.co.id");
    await user.type(screen.getByLabelText("Phone"), "+62 812");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send message" }));
  }
  it.each([
    ["EmailJS down, the CMS kept it", "reject", 201, "Message sent successfully!"],
    ["the CMS down, EmailJS sent it", "resolve", 503, "Message sent successfully!"],
    ["both failed", "reject", 503, "Sorry, an error occurred. Please try again."],
  ] as const)("%s", async (_, email, cms, told) => {
    if (email === "reject") emailjs.mockRejectedValue(new Error("EmailJS 500"));
    else emailjs.mockResolvedValue();
    answer(cms, cms === 201 ? { data: { kept: true } } : { error: { status: cms } });
    const user = userEvent.setup();
    render(<ContactForm />);
    await sendMessage(user);
    await screen.findByText(told);
    expect(sent()[0]).toMatchObject({
      url: `${ORIGIN}/api/visitor-forms/contact`,
      body: {
        user_name: "Ayu",
        user_email: "ayu@example.co.id",
        user_phone: "+62 812",
        message: "Hello",
        language: "en",
      },
    });
    expect(emailjs).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("Message")).toHaveValue(told.startsWith("Sorry") ? "Hello" : "");
  });
});

it("a visitor's comment's Reply link addresses the reply to it; Cancel reply makes it a comment again", async () => {
  Element.prototype.scrollIntoView = jest.fn(); // jsdom lays nothing out
  answer(201, { data: { kept: true } });
  const user = userEvent.setup();
  render(<CommentForm post="post-1" replyable={[{ contentId: "abc123", author: "Sari" }]} />);
  window.location.hash = "#reply-abc123";
  window.dispatchEvent(new HashChangeEvent("hashchange"));
  expect(await screen.findByText("Replying to Sari")).toBeInTheDocument();
  expect(screen.getByLabelText("Name")).toHaveFocus();
  await user.click(screen.getByRole("button", { name: "Cancel reply" }));
  expect(screen.queryByText("Replying to Sari")).toBeNull();
  window.location.hash = "#reply-unknown";
  window.dispatchEvent(new HashChangeEvent("hashchange"));
  window.location.hash = "#reply-abc123";
  window.dispatchEvent(new HashChangeEvent("hashchange"));
  await screen.findByText("Replying to Sari");
  await writeComment(user);
  await screen.findByRole("status");
  expect(sent()[0].body.replyTo).toBe("abc123");
  expect(screen.queryByText("Replying to Sari")).toBeNull();
  window.location.hash = "";
});

it("visitors' comments are threaded: each followed by its replies; a reply to a comment not shown stands alone", () => {
  const c = (contentId: string, replyTo: string | null = null) => ({
    contentId,
    replyTo,
    author: contentId,
    date: "",
    dateIso: "",
    comment: "",
  });
  expect(
    threaded([c("a"), c("b"), c("a1", "a"), c("x1", "gone"), c("b1", "b")]).map(
      ({ comment, isReply }) => `${comment.contentId}${isReply ? " (reply)" : ""}`,
    ),
  ).toEqual(["a", "a1 (reply)", "b", "b1 (reply)", "x1"]);
});
