// The tables of fixed texts (src/i18n/en.ts, id.ts): complete in Indonesian, plain strings, the same
// placeholders; only the page's table reaches the browser; components read them in the page's language.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderInPage as render, inPage } from "../support/page-locale";
import { en } from "../../src/i18n/en";
import { id, SAME_IN_BOTH } from "../../src/i18n/id";
import { ContactForm } from "../../src/components/forms/contact-form";
import { SignInForm } from "../../src/components/forms/sign-in-form";
import { Countdown } from "../../src/components/ui/countdown";
import { LAUNCH_DATE } from "../../src/lib/countdown";

const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

type Table = { [key: string]: string | Table };
/** "group.key" -> text */
const entries = (table: Table, prefix = ""): Array<[string, unknown]> =>
  Object.entries(table).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const english = new Map(entries(en));
const indonesian = new Map(entries(id));

describe("the tables", () => {
  it("have the same keys, every value a non-empty plain string (they travel as JSON)", () => {
    expect([...indonesian.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of [...english, ...indonesian]) {
      expect([key, typeof value]).toEqual([key, "string"]);
      expect([key, (value as string).trim().length > 0]).toEqual([key, true]);
    }
    expect(JSON.parse(JSON.stringify(id))).toEqual(id);
  });

  it("give every text in Indonesian: only the keys listed in SAME_IN_BOTH read the same", () => {
    const same = [...english.keys()].filter((key) => english.get(key) === indonesian.get(key));
    expect(same.sort()).toEqual([...SAME_IN_BOTH].sort());
  });

  it("keep each text's placeholders", () => {
    for (const [key, text] of english)
      expect([key, placeholders(indonesian.get(key) as string)]).toEqual([key, placeholders(text as string)]);
  });

  it("keep the specification's exact English messages (its sections 4, 5 and 8)", () => {
    expect(en.validation).toEqual({
      nameRequired: "Name is required.",
      emailRequired: "Email is required.",
      emailInvalid: "Invalid email address",
      phoneRequired: "Phone number is required.",
      messageRequired: "Message is required.",
      passwordRequired: "Password is required.",
      passwordTooShort: "Your password must be at least {min} characters.",
      fullNameRequired: "Full Name is required.",
      // not the spec's: the comment form now sends (a comment must have text), and the CMS's route caps lengths
      commentRequired: "Comment is required.",
      tooLong: "At most {max} characters.",
    });
    expect([en.contactForm.sending, en.contactForm.success, en.contactForm.failure, en.contactForm.robot]).toEqual([
      "Sending...",
      "Message sent successfully!",
      "Sorry, an error occurred. Please try again.",
      "Please wait while we verify you are not a robot.",
    ]);
  });
});

it("no code that reaches the browser imports a table: a page ships only its own language (through its page context)", () => {
  const root = join(__dirname, "..", "..");
  const browserDirs = ["src/components", "src/pages", "src/templates", "src/hooks", "src/lib", "src/i18n"].map((dir) =>
    join(root, dir),
  );
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
    );
  const tables =
    /\bimport\s+(?!type\b)[^;]*from\s+"[^"]*i18n\/(en|id|fixed-texts)"|\bimport\s+(?!type\b)[^;]*from\s+"\.\/(en|id|fixed-texts)"|require\("[^"]*\/(en|id|fixed-texts)"\)/;
  const offenders = browserDirs
    .flatMap(files)
    .filter((file) => /\.(ts|tsx|js)$/.test(file) && !/src\/i18n\/(en|id|fixed-texts)\.ts$/.test(file))
    .filter((file) => tables.test(readFileSync(file, "utf8")))
    .map((file) => relative(root, file));
  expect(offenders).toEqual([]);
});

describe("a page in Indonesian", () => {
  beforeEach(() => jest.spyOn(console, "info").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("contact form: Indonesian labels, and an empty submit gives the Indonesian messages", async () => {
    const user = userEvent.setup();
    render(<ContactForm />, { locale: "id", path: "/contact-us" });
    expect(screen.getByRole("form", { name: "Formulir kontak" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Kirim pesan" }));
    for (const message of [
      "Nama wajib diisi.",
      "Email wajib diisi.",
      "Nomor telepon wajib diisi.",
      "Pesan wajib diisi.",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Nama")).toHaveFocus();
    await user.type(screen.getByLabelText("Email"), "nope");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Alamat email tidak valid.");
    expect(document.body).not.toHaveTextContent(/is required|Send message|Invalid email/);
  });

  it("sign-in: the minimum length message with its number filled in", async () => {
    const user = userEvent.setup();
    render(<SignInForm />, { locale: "id", path: "/sign-in" });
    await user.type(screen.getByLabelText("Kata sandi"), "short");
    await user.click(screen.getByRole("button", { name: "Buat akun" }));
    expect(screen.getByText("Kata sandi minimal 8 karakter.")).toBeInTheDocument();
  });

  it("countdown: the launch date written the Indonesian way", () => {
    const html = renderToString(
      inPage(<Countdown target={LAUNCH_DATE} builtAt={new Date("2025-06-01T00:00:00Z")} />, {
        locale: "id",
        path: "/coming-soon",
      }),
    );
    expect(html).toContain("Akan diluncurkan pada 23 Juni 2025");
  });
});
