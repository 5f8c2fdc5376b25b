// What visitors sent, as a CSV file an editor opens in a spreadsheet: one row per entry, every cell
// quoted, and a cell a spreadsheet would read as a formula (=, +, -, @ first) prefixed with ' so that a
// visitor's text is never run as one.

/** The columns of each list the export button offers (./export-csv.jsx). */
export const CSV_EXPORTS = {
  "api::contact-message.contact-message": {
    file: "contact-messages",
    columns: ["createdAt", "state", "name", "email", "phone", "language", "page", "message"],
  },
  "api::notify-signup.notify-signup": {
    file: "launch-sign-ups",
    columns: ["createdAt", "email", "language", "consentAt"],
  },
};

const cell = (value) => {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The CSV text of these entries: a header row of the column names, CRLF line ends (RFC 4180). */
export function toCsv(columns, entries) {
  return (
    [columns, ...entries.map((entry) => columns.map((column) => entry[column]))]
      .map((row) => row.map(cell).join(","))
      .join("\r\n") + "\r\n"
  );
}
