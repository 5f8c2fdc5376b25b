"use strict";
// Publish to build: Strapi's own webhook, kept in step with the environment on every start.
// BUILD_HOOK_URL is the host's build hook; BUILD_HOOK_SECRET is sent in the header named by
// BUILD_HOOK_HEADER (default x-build-hook-secret). Without BUILD_HOOK_URL the webhook is removed.
const WEBHOOK_NAME = "Site build hook (BUILD_HOOK_URL)";
const EVENTS = ["entry.publish", "entry.unpublish", "entry.update", "entry.delete"];

async function syncBuildHook(strapi) {
  const store = strapi.get("webhookStore");
  const runner = strapi.get("webhookRunner");
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === WEBHOOK_NAME);
  const url = process.env.BUILD_HOOK_URL;
  if (!url) {
    if (existing) {
      await store.deleteWebhook(existing.id);
      runner.remove(existing);
    }
    return;
  }
  const secret = process.env.BUILD_HOOK_SECRET;
  const headers = secret ? { [process.env.BUILD_HOOK_HEADER || "x-build-hook-secret"]: secret } : {};
  const data = { name: WEBHOOK_NAME, url, headers, events: EVENTS, isEnabled: true };
  if (existing) runner.update(await store.updateWebhook(existing.id, data));
  else runner.add(await store.createWebhook(data));
  strapi.log.info(`Build hook: ${EVENTS.join(", ")} call ${new URL(url).origin}${secret ? " with the secret header" : ""}`);
}

module.exports = { syncBuildHook };
