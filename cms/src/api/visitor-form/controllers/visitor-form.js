"use strict";
// Answers the site's forms: 201 once what the visitor sent is stored, 200 for the same send again (kept
// once), 400 naming the field a rule refused, 403 for a page of another site or a failed verification.
// The body is JSON sent as text/plain, a "simple" request: a phone on a slow line makes one round trip,
// no CORS preflight, and the Origin check below stands where the preflight would.
const { VISITOR_FORMS } = require("../../../../../src/rules/visitor-forms");

const refusal = (ctx, status, name, message, details = {}) => {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details } };
};

module.exports = ({ strapi }) => ({
  async receive(ctx) {
    const service = strapi.service("api::visitor-form.visitor-form");
    const { form } = ctx.params;
    const origin = ctx.get("origin");
    if (!service.allowedOrigin(origin))
      return refusal(ctx, 403, "ForbiddenError", "Send this form from the site's own pages.");
    ctx.set("Access-Control-Allow-Origin", origin);
    ctx.vary("Origin");
    if (!Object.hasOwn(VISITOR_FORMS, form))
      return refusal(ctx, 404, "NotFoundError", `No form "${form}": contact, comment or notify.`);
    const values = service.parse(ctx.request.body);
    if (!values) return refusal(ctx, 400, "ValidationError", "The body must be a JSON object.");
    const outcome = await service.receive(form, values, { remoteIp: ctx.request.ip });
    if (outcome.refused)
      return refusal(
        ctx,
        outcome.refused.status,
        outcome.refused.name,
        outcome.refused.message,
        outcome.refused.details,
      );
    ctx.status = outcome.duplicate ? 200 : 201;
    ctx.body = { data: { kept: true, duplicate: outcome.duplicate } };
  },
});
