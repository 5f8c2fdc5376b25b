"use strict";
// The live build's token ("Site build", BUILD_API_TOKEN) reads published entries only: a request with
// it that asks for drafts (`status` other than published, or Strapi 4's `publicationState` other than
// live) gets 403 before any route runs. Strapi's token permissions name actions (find, findOne), not
// which versions, so this is the one place that says it. The preview's build has a token of its own
// (PREVIEW_API_TOKEN, build-token.js). Registered in config/middlewares.js, after strapi::query.
const { timingSafeEqual } = require("node:crypto");

const MESSAGE =
  "The site build's token reads published entries only; the preview reads drafts with its own token (PREVIEW_API_TOKEN).";

/** Whether `authorization` is "Bearer <token>", compared in constant time. */
function isBearer(authorization, token) {
  if (typeof authorization !== "string" || !token) return false;
  const given = Buffer.from(authorization);
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const asksForDrafts = (query) =>
  (query.status !== undefined && query.status !== "published") ||
  (query.publicationState !== undefined && query.publicationState !== "live");

module.exports = () => async (ctx, next) => {
  if (asksForDrafts(ctx.query ?? {}) && isBearer(ctx.get("authorization"), process.env.BUILD_API_TOKEN)) {
    ctx.status = 403;
    ctx.body = { data: null, error: { status: 403, name: "ForbiddenError", message: MESSAGE, details: {} } };
    return;
  }
  await next();
};
