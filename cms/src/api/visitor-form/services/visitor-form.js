"use strict";
// What the public route does with a send, in order: the honeypot, the field rules the site's forms
// follow (src/rules/visitor-forms.js), the reCAPTCHA v3 verification (cms/src/recaptcha.js), then the
// row: stored once (the same send again within DUPLICATE_WINDOW_MINUTES is not stored twice) and
// committed before the answer, so what a visitor was told is kept is in the next backup.
const { HONEYPOT_FIELD, RECAPTCHA_ACTIONS, visitorFormProblem } = require("../../../../../src/rules/visitor-forms");
const { verifyRecaptcha } = require("../../../recaptcha");
const { visitorOrigins } = require("../../../visitor-origins");
const { notifyAgencyOfMessage } = require("../../../contact-email");
const { VISITOR_FORMS } = require("../../../visitor-models");

const DUPLICATE_WINDOW_MINUTES = 10;
const LANGUAGES = ["en", "id"];

const UIDS = Object.fromEntries(Object.entries(VISITOR_FORMS).map(([form, { uid }]) => [form, uid]));

const text = (value) => (typeof value === "string" ? value.trim() : "");
const refused = (status, name, message, details = {}) => ({ refused: { status, name, message, details } });
const invalid = (field, rule, message) => refused(400, "ValidationError", message, { field, rule });

/** What each form stores, from what the visitor sent (the fields its rules checked, trimmed). */
const ROWS = {
  contact: (v, language) => ({
    name: text(v.user_name),
    email: text(v.user_email),
    phone: text(v.user_phone),
    message: text(v.message),
    language,
    page: sitePath(v.page),
  }),
  comment: (v, language) => ({ author: text(v.name), email: text(v.email), comment: text(v.comment), language }),
  notify: (v, language) => ({ email: text(v.email), language }),
};

/** A path of the site the form was on ("/contact-us/"), or null: it is shown to editors, never followed. */
function sitePath(value) {
  const path = text(value);
  return /^\/[^\s]{0,299}$/.test(path) && !path.startsWith("//") ? path : null;
}

/** Sends kept now, by their fields, so two copies arriving together are stored once too. */
const inFlight = new Set();

module.exports = ({ strapi }) => ({
  allowedOrigin: (origin) => visitorOrigins().includes(origin),

  /** The body as an object: JSON sent as text/plain (a string here) or as application/json. */
  parse(body) {
    let value = body;
    if (typeof value === "string") {
      try {
        value = JSON.parse(value);
      } catch {
        return null;
      }
    }
    return value && typeof value === "object" && !Array.isArray(value) ? value : null;
  },

  async receive(form, values, { remoteIp }) {
    // A bot filled the hidden field: it is answered as if kept and learns nothing.
    if (text(values[HONEYPOT_FIELD])) return { duplicate: false };
    const problem = visitorFormProblem(form, values);
    if (problem) {
      const why = {
        required: "is required",
        maxLength: `is longer than ${problem.maxLength} characters`,
        email: "is not an email address",
      }[problem.rule];
      return refused(400, "ValidationError", `${problem.field} ${why}`, problem);
    }
    const language = text(values.language);
    if (!LANGUAGES.includes(language))
      return invalid("language", "oneOf", `language must be one of ${LANGUAGES.join(", ")}`);

    const relations = {};
    if (form === "comment") {
      const post = await strapi.documents("api::blog-post.blog-post").findFirst({
        filters: { postId: text(values.post) },
        locale: language,
        status: "published",
        fields: ["documentId"],
      });
      if (!post) return invalid("post", "exists", "post is not a published article in this language");
      relations.post = { connect: [{ documentId: post.documentId, locale: language, status: "published" }] };
      if (text(values.replyTo)) {
        const parent = await strapi.documents(UIDS.comment).findOne({
          documentId: text(values.replyTo),
          status: "published",
          populate: { post: { fields: ["postId"] } },
        });
        if (!parent || parent.post?.postId !== text(values.post))
          return invalid("replyTo", "exists", "replyTo is not a published comment on this article");
        relations.replyTo = parent.documentId;
      }
    }

    const verdict = await verifyRecaptcha({
      token: text(values.recaptchaToken),
      action: RECAPTCHA_ACTIONS[form],
      remoteIp,
      hostnames: visitorOrigins().map((origin) => new URL(origin).hostname),
    });
    if (!verdict.ok)
      return refused(
        verdict.status ?? 403,
        "VerificationError",
        `The verification that a person sent this failed: ${verdict.reason}`,
        { reason: verdict.reason },
      );

    const row = ROWS[form](values, language);
    if (form === "notify") row.consentAt = new Date().toISOString();
    const key = JSON.stringify([form, row.email, row.message ?? row.comment ?? "", text(values.post)]);
    if (inFlight.has(key) || (await this.sentRecently(form, row, relations))) return { duplicate: true };
    inFlight.add(key);
    let stored;
    try {
      stored = await strapi.documents(UIDS[form]).create({ data: { ...row, ...relations } });
    } finally {
      inFlight.delete(key);
    }
    if (form === "contact") notifyAgencyOfMessage(strapi, row, stored.documentId);
    return { duplicate: false };
  },

  /**
   * Whether the same visitor sent the same text through this form in the last few minutes (an address signed up at
   * all).
   */
  async sentRecently(form, row, relations) {
    const recently = { createdAt: { $gte: new Date(Date.now() - DUPLICATE_WINDOW_MINUTES * 60000).toISOString() } };
    const same = {
      contact: { message: row.message, ...recently },
      comment: { comment: row.comment, post: { documentId: relations.post?.connect[0].documentId }, ...recently },
      notify: {},
    }[form];
    const found = await strapi
      .documents(UIDS[form])
      .findFirst({ filters: { email: { $eqi: row.email }, ...same }, fields: ["id"] });
    return Boolean(found);
  },
});

module.exports.DUPLICATE_WINDOW_MINUTES = DUPLICATE_WINDOW_MINUTES;
