"use strict";
// The agency hears of each contact message from the CMS itself, so a lead is seen even when the
// site's EmailJS send failed: an email to CONTACT_NOTIFY_TO through the SMTP server of config/plugins.js,
// sent after the message is stored (a failed email loses nothing: the message is in the inbox, the
// failure in the CMS's log). Plain text only: nothing a visitor typed is ever read as HTML.

const LANGUAGE_NAMES = { en: "English", id: "Bahasa Indonesia" };

/** The email's subject and text for one stored message. */
function messageEmail(row) {
  return {
    subject: `New contact message from ${row.name.replace(/[\r\n]+/g, " ")}`,
    text: [
      `${row.name} wrote through the contact form${row.page ? ` on ${row.page}` : ""} (${LANGUAGE_NAMES[row.language] ?? row.language}):`,
      "",
      row.message,
      "",
      `Email: ${row.email}`,
      `Phone: ${row.phone}`,
      "",
      "The message is kept in the CMS: Content Manager > Contact message. Set it to answered once someone replied.",
    ].join("\n"),
  };
}

/** Sends the agency's email in the background; the visitor's answer does not wait for it. */
function notifyAgencyOfMessage(strapi, row, env = process.env) {
  if (!env.SMTP_HOST || !env.CONTACT_NOTIFY_TO) {
    strapi.log.warn("Contact message stored; no email to the agency (SMTP_HOST or CONTACT_NOTIFY_TO is not set).");
    return;
  }
  const { subject, text } = messageEmail(row);
  strapi
    .plugin("email")
    .service("email")
    .send({ to: env.CONTACT_NOTIFY_TO, replyTo: row.email, subject, text })
    .catch((error) => strapi.log.error(`Contact message stored; the agency's email could not be sent: ${error.message}`));
}

module.exports = { notifyAgencyOfMessage, messageEmail };
