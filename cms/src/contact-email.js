"use strict";
// The agency hears of each contact message from the CMS itself, so a lead is seen even when the
// site's EmailJS send failed: an email to CONTACT_NOTIFY_TO through the SMTP server of config/plugins.js,
// sent after the message is stored (a failed email loses nothing: the message is in the inbox). What
// became of the email is written on the message itself ("Email to the agency", in the inbox's list),
// where editors look, and a failure in the CMS's log too. Plain text only: nothing a visitor typed is
// ever read as HTML.
const { jakartaTime } = require("./jakarta-time");
const { VISITOR_FORMS } = require("./visitor-models");

const MESSAGE_UID = VISITOR_FORMS.contact.uid;

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

/** Writes what became of the agency's email on the stored message. */
async function recordOutcome(strapi, documentId, outcome) {
  try {
    await strapi.documents(MESSAGE_UID).update({ documentId, data: { agencyEmail: outcome } });
  } catch (error) {
    strapi.log.error(`Contact message ${documentId}: could not record "${outcome}": ${error.message}`);
  }
}

/**
 * Sends the agency's email in the background (the visitor's answer does not wait for it) and records the outcome on the
 * message.
 */
function notifyAgencyOfMessage(strapi, row, documentId, env = process.env) {
  if (!env.SMTP_HOST || !env.CONTACT_NOTIFY_TO) {
    strapi.log.warn("Contact message stored; no email to the agency (SMTP_HOST or CONTACT_NOTIFY_TO is not set).");
    return recordOutcome(strapi, documentId, "Not sent: the CMS has no SMTP_HOST or CONTACT_NOTIFY_TO set.");
  }
  const { subject, text } = messageEmail(row);
  return strapi
    .plugin("email")
    .service("email")
    .send({ to: env.CONTACT_NOTIFY_TO, replyTo: row.email, subject, text })
    .then(
      () => recordOutcome(strapi, documentId, `Sent to ${env.CONTACT_NOTIFY_TO}, ${jakartaTime()}.`),
      (error) => {
        strapi.log.error(`Contact message stored; the agency's email could not be sent: ${error.message}`);
        return recordOutcome(strapi, documentId, `Not sent, ${jakartaTime()}: ${error.message}`);
      },
    );
}

module.exports = { notifyAgencyOfMessage, messageEmail };
