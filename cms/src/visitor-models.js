"use strict";
// What visitors write, in one table: the content type each form of the public route stores
// (cms/src/api/visitor-form), how editors name its entries, and whether it can ever reach a page (a
// comment does, once an editor publishes it). The rest, and the removal form editors fill for a
// visitor, are the agency's alone: no build reads them and none of their writes calls a build.
const VISITOR_FORMS = {
  contact: {
    uid: "api::contact-message.contact-message",
    one: "contact message",
    many: "contact messages",
    reachesPages: false,
  },
  notify: {
    uid: "api::notify-signup.notify-signup",
    one: "launch sign-up",
    many: "launch sign-ups",
    reachesPages: false,
  },
  comment: {
    uid: "api::visitor-comment.visitor-comment",
    one: "visitor comment",
    many: "visitor comments",
    reachesPages: true,
  },
};
const REMOVAL_UID = "api::visitor-data-removal.visitor-data-removal";

/** Never read by a build, never on the site. */
const PRIVATE_UIDS = new Set([
  ...Object.values(VISITOR_FORMS)
    .filter((form) => !form.reachesPages)
    .map((form) => form.uid),
  REMOVAL_UID,
]);

/** A model's name as Strapi's events carry it: "contact-message" for api::contact-message.contact-message. */
const modelName = (uid) => uid.slice(uid.lastIndexOf(".") + 1);

module.exports = { VISITOR_FORMS, REMOVAL_UID, PRIVATE_UIDS, modelName };
