"use strict";
// Saving and publishing call the build runner: Strapi's own webhooks, kept in step with the environment
// on every start. Each is sent with BUILD_HOOK_SECRET in the header named by BUILD_HOOK_HEADER
// (default x-build-hook-secret); a hook whose URL is not set is removed.
//   BUILD_HOOK_URL    the live site: published content only, so only what changes it (publish,
//                     unpublish, delete); saving a draft does not rebuild the live site
//   PREVIEW_HOOK_URL  the preview of drafts (deploy/README.md): every save as well, and "Discard changes"
//                     (the draft goes back to the published version, so the preview must follow)
const HOOKS = [
  { name: "Site build hook (BUILD_HOOK_URL)", env: "BUILD_HOOK_URL", events: ["entry.publish", "entry.unpublish", "entry.delete"] },
  { name: "Preview build hook (PREVIEW_HOOK_URL)", env: "PREVIEW_HOOK_URL", events: ["entry.create", "entry.update", "entry.delete", "entry.publish", "entry.unpublish", "entry.draft-discard"] },
];

async function syncHook(strapi, { name, env, events }) {
  const store = strapi.get("webhookStore");
  const runner = strapi.get("webhookRunner");
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === name);
  const url = process.env[env];
  if (!url) {
    if (existing) {
      await store.deleteWebhook(existing.id);
      runner.remove(existing);
    }
    return;
  }
  const secret = process.env.BUILD_HOOK_SECRET;
  const headers = secret ? { [process.env.BUILD_HOOK_HEADER || "x-build-hook-secret"]: secret } : {};
  const data = { name, url, headers, events, isEnabled: true };
  if (existing) runner.update(await store.updateWebhook(existing.id, data));
  else runner.add(await store.createWebhook(data));
  strapi.log.info(`${name}: ${events.join(", ")} call ${new URL(url).origin}${secret ? " with the secret header" : ""}`);
}

async function syncBuildHook(strapi) {
  for (const hook of HOOKS) await syncHook(strapi, hook);
}

module.exports = { syncBuildHook };
