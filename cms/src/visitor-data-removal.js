"use strict";
// A visitor's right to be forgotten (UU PDP 2022), in the editors' hands: saving an address in "Remove a
// visitor's data" deletes every contact message, launch sign-up and visitor comment (draft or published)
// sent from it, then empties the field and writes what was removed. The address is not kept anywhere.
const { jakartaTime } = require("./jakarta-time");

const { VISITOR_FORMS, REMOVAL_UID } = require("./visitor-models");

const FROM_VISITORS = Object.values(VISITOR_FORMS);

/** Deletes everything one address sent (any capitals); returns how many of each, by uid. */
async function removeVisitorData(strapi, email) {
  const removed = {};
  for (const { uid } of FROM_VISITORS) {
    const documents = await strapi
      .documents(uid)
      .findMany({ filters: { email: { $eqi: email } }, fields: ["documentId"] });
    for (const { documentId } of documents) await strapi.documents(uid).delete({ documentId });
    removed[uid] = documents.length;
  }
  return removed;
}

/** "2 contact messages, 0 launch sign-ups and 1 visitor comment" */
const summary = (removed) => {
  const parts = FROM_VISITORS.map(({ uid, one, many }) => `${removed[uid]} ${removed[uid] === 1 ? one : many}`);
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
};

function removeVisitorDataOnSave(strapi) {
  strapi.documents.use(async (context, next) => {
    const email = context.params?.data?.email;
    if (
      context.uid === REMOVAL_UID &&
      ["create", "update"].includes(context.action) &&
      typeof email === "string" &&
      email.trim()
    ) {
      const removed = await removeVisitorData(strapi, email.trim());
      const masked = email.trim().replace(/^(.).*@/, "$1…@");
      context.params.data = {
        ...context.params.data,
        email: null,
        lastRemoval: `${jakartaTime()}: removed ${summary(removed)} from ${masked}.`,
      };
      strapi.log.info(`Visitor data removed at an editor's request: ${summary(removed)}`);
    }
    return next();
  });
}

module.exports = { removeVisitorDataOnSave, removeVisitorData };
