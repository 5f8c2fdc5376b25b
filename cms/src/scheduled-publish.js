"use strict";
// Publishing at a chosen time, one language at a time: an entry with a page (src/rules/page-types.js)
// has a "Publish at" field (scheduledAt), localized, so each language's draft carries its own time.
// A cron task of the CMS (every minute, Asia/Jakarta) publishes each language whose time has come
// through the document service's publish of that locale: the other language is untouched, and the
// publish sends the site's build hook like an editor's Publish (build-hook.js). A publish, by the
// schedule or by hand, clears that language's time, so an entry is never published twice for one
// schedule and the list view's "Publish at" column shows only what is still to come.
//
// A scheduled publish that fails (a required field left empty) is not retried every minute: its time
// is cleared and the reason is written to Publish status ("Scheduled publishes that failed"), where
// editors look, and to the CMS's log.
//
// SCHEDULED_PUBLISH_RULE: the cron rule of the check (default every minute; the tests check every two
// seconds).
const { PAGE_TYPES } = require("../../src/rules/page-types");
const { localeName } = require("./locales");
const { TIME_ZONE, jakartaTime } = require("./jakarta-time");

const SCHEDULED_TYPES = PAGE_TYPES.map((type) => type.cmsType);
const FIELD = "scheduledAt";
const STATUS_UID = "api::publish-status.publish-status";

/**
 * Clears the publish time of one entry's language (both its draft and, after a publish, its published version), without
 * a new save.
 */
async function clearSchedule(strapi, uid, documentId, locale) {
  const where = { documentId, ...(typeof locale === "string" && locale !== "*" ? { locale } : {}) };
  await strapi.db.query(uid).updateMany({ where, data: { [FIELD]: null } });
}

/** A publish, by hand or by the schedule, ends that language's schedule once it succeeded. */
function clearScheduleOnPublish(strapi) {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context;
    const result = await next();
    if (action === "publish" && SCHEDULED_TYPES.includes(uid) && params?.documentId)
      await clearSchedule(strapi, uid, params.documentId, params.locale);
    return result;
  });
}

/** What an entry is called in messages: its type's name in the admin and its title. */
function entryName(strapi, uid, entry) {
  const type = strapi.contentType(uid)?.info?.displayName ?? uid;
  return `${type} "${entry.title || entry.slug || entry.documentId}" (${localeName(entry.locale)})`;
}

/** Records a scheduled publish that failed where editors look: Publish status (its latest five, newest first). */
async function reportFailure(strapi, message) {
  strapi.log.error(message);
  const status = strapi.documents(STATUS_UID);
  const current = await status.findFirst({ fields: ["scheduleProblems"] });
  const line = `${jakartaTime()}: ${message}`;
  const lines = [line, ...(current?.scheduleProblems ?? "").split("\n").filter(Boolean)].slice(0, 5);
  const data = { scheduleProblems: lines.join("\n") };
  if (current) await status.update({ documentId: current.documentId, data });
  else await status.create({ data });
}

/** Publishes every language whose time has come (at or before `now`), each on its own. */
async function publishDue(strapi, now = new Date()) {
  for (const uid of SCHEDULED_TYPES) {
    const documents = strapi.documents(uid);
    const due = await documents.findMany({
      status: "draft",
      locale: "*",
      filters: { [FIELD]: { $notNull: true, $lte: now.toISOString() } },
      fields: ["title", "slug", FIELD, "locale"],
    });
    for (const entry of due) {
      const { documentId, locale } = entry;
      try {
        await documents.publish({ documentId, locale });
        strapi.log.info(`Scheduled publish: ${entryName(strapi, uid, entry)}, set for ${entry[FIELD]}`);
      } catch (error) {
        await clearSchedule(strapi, uid, documentId, locale);
        await reportFailure(
          strapi,
          `The scheduled publish of ${entryName(strapi, uid, entry)} failed and was cancelled: ${error.message.replace(/\.+$/, "")}. Fix the entry, then publish it or set a new time.`,
        );
      }
    }
  }
}

/** The cron task (server.js enables Strapi's cron). */
function schedulePublishing(strapi, env = process.env) {
  strapi.cron.add({
    scheduledPublish: {
      task: async () => {
        try {
          await publishDue(strapi);
        } catch (error) {
          strapi.log.error(`Scheduled publish: the check failed: ${error.stack ?? error}`);
        }
      },
      options: { rule: env.SCHEDULED_PUBLISH_RULE || "0 * * * * *", tz: TIME_ZONE },
    },
  });
}

module.exports = { SCHEDULED_TYPES, clearScheduleOnPublish, publishDue, schedulePublishing };
