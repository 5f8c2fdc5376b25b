import { CSV_EXPORTS, toCsv } from "../../cms/src/admin/visitor-data-csv";

it("writes a header and one quoted row per entry, quotes and line breaks kept inside their cell", () => {
  const csv = toCsv(
    ["name", "message"],
    [
      { name: 'Ayu "AL" Lestari', message: "Line one\nline two, with a comma" },
      { name: "Budi", message: null },
    ],
  );
  expect(csv).toBe('"name","message"\r\n"Ayu ""AL"" Lestari","Line one\nline two, with a comma"\r\n"Budi",""\r\n');
});

it("never hands a spreadsheet a formula a visitor typed", () => {
  const csv = toCsv(
    ["message"],
    ['=HYPERLINK("http://evil")', "+1", "-2", "@SUM(A1)", "62 812"].map((message) => ({ message })),
  );
  expect(csv.split("\r\n").slice(1, -1)).toEqual([
    '"\'=HYPERLINK(""http://evil"")"',
    '"\'+1"',
    '"\'-2"',
    '"\'@SUM(A1)"',
    '"62 812"',
  ]);
});

it("exports the inbox and the sign-ups (nothing else), with the fields an editor needs", () => {
  expect(Object.keys(CSV_EXPORTS)).toEqual([
    "api::contact-message.contact-message",
    "api::notify-signup.notify-signup",
  ]);
  expect(CSV_EXPORTS["api::notify-signup.notify-signup"].columns).toEqual([
    "createdAt",
    "email",
    "language",
    "consentAt",
  ]);
});
