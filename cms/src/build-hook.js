"use strict";
// Saving and publishing call the build runner. The CMS sends the calls itself (not through Strapi's
// webhooks, which cannot sign a body): each is a POST of JSON `{ event, createdAt, model, uid, entry }`,
// as Strapi's webhooks send, with
//   X-Signature-256: sha256=<HMAC-SHA256 of the body with BUILD_HOOK_SECRET>   (the receiver checks it,
//     deploy/hooks.json; createdAt, inside the signed body, lets the runner refuse an old call replayed)
//   <BUILD_HOOK_HEADER, default x-build-hook-secret>: BUILD_HOOK_SECRET   (what hosts' build hooks check)
// One queue per hook keeps the calls in order; a call that fails is logged, as Strapi's were.
//   BUILD_HOOK_URL    the live site: published content only, so only what changes it (publish,
//                     unpublish, delete); saving a draft does not rebuild the live site
//   PREVIEW_HOOK_URL  the preview of drafts (deploy/README.md): every save as well, and "Discard changes"
//                     (the draft goes back to the published version, so the preview must follow)
const { createHmac } = require("node:crypto");
const { VISITOR_FORMS, PRIVATE_UIDS, modelName } = require("./visitor-models");

const HOOKS = [
  {
    name: "Site build hook (BUILD_HOOK_URL)",
    env: "BUILD_HOOK_URL",
    events: ["entry.publish", "entry.unpublish", "entry.delete"],
  },
  {
    name: "Preview build hook (PREVIEW_HOOK_URL)",
    env: "PREVIEW_HOOK_URL",
    events: ["entry.create", "entry.update", "entry.delete", "entry.publish", "entry.unpublish", "entry.draft-discard"],
  },
];
// The runner's own status entry changes on every build, and what visitors send (the inbox, sign-ups)
// never reaches a page: none of them calls a build. A visitor's comment does once an editor publishes
// it; its arrival (a new draft, through the public route: cms/src/api/visitor-form) calls none, or
// every comment a visitor sends would start a build of the preview on the server.
const IGNORED_MODELS = new Set(["publish-status", ...[...PRIVATE_UIDS].map(modelName)]);
const VISITOR_DRAFTS = new Set(
  Object.values(VISITOR_FORMS)
    .filter((form) => form.reachesPages)
    .map((form) => modelName(form.uid)),
);
const callsBuild = (event, model) =>
  !IGNORED_MODELS.has(model) && !(event === "entry.create" && VISITOR_DRAFTS.has(model));

/**
 * The headers of one call: the signature of exactly `body`, and the plain secret header.
 * @param {string} body @param {string} event @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string>}
 */
function signedHeaders(body, event, env = process.env) {
  const headers = { "content-type": "application/json", "x-strapi-event": event };
  const secret = env.BUILD_HOOK_SECRET;
  if (!secret) return headers;
  return {
    ...headers,
    "x-signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
    [env.BUILD_HOOK_HEADER || "x-build-hook-secret"]: secret,
  };
}

async function send(strapi, { name, url }, event, info) {
  const body = JSON.stringify({ event, createdAt: new Date().toISOString(), ...info });
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: signedHeaders(body, event),
      body,
      signal: AbortSignal.timeout(10000),
    });
    if (!response.ok)
      strapi.log.error(
        `${name}: ${event} ${info.model ?? ""} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
  } catch (error) {
    strapi.log.error(
      `${name}: ${event} ${info.model ?? ""} could not be sent to ${new URL(url).origin}: ${error.message}`,
    );
  }
}

async function syncBuildHook(strapi) {
  // Strapi webhooks of these names, from before the CMS signed its calls: removed, or each save would call twice.
  const store = strapi.get("webhookStore");
  const runner = strapi.get("webhookRunner");
  for (const webhook of (await store.findWebhooks()).filter((w) => HOOKS.some((hook) => hook.name === w.name))) {
    await store.deleteWebhook(webhook.id);
    runner.remove(webhook);
  }
  for (const hook of HOOKS) {
    const url = process.env[hook.env];
    if (!url) continue;
    let queue = Promise.resolve();
    for (const event of hook.events) {
      strapi.eventHub.on(event, (info = {}) => {
        if (!callsBuild(event, info.model)) return;
        queue = queue.then(() => send(strapi, { name: hook.name, url }, event, info));
      });
    }
    strapi.log.info(
      `${hook.name}: ${hook.events.join(", ")} call ${new URL(url).origin}${process.env.BUILD_HOOK_SECRET ? ", signed" : ""}`,
    );
  }
}

module.exports = { syncBuildHook, signedHeaders };
