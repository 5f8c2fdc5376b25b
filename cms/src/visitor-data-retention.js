"use strict";
// What visitors send is kept only as long as the agency needs it (Indonesia's Personal Data Protection
// Law, UU PDP 2022): contact messages and launch sign-ups older than VISITOR_DATA_MONTHS (24 by default)
// are deleted by a daily cron task (03:30 Asia/Jakarta).
const { TIME_ZONE } = require("./jakarta-time");
const { VISITOR_FORMS } = require("./visitor-models");

const DEFAULT_MONTHS = 24;
const KEPT_FOR_A_TIME = [VISITOR_FORMS.contact.uid, VISITOR_FORMS.notify.uid];

/** Deletes the messages and sign-ups that arrived before `months` ago; returns how many of each. */
async function deleteOldVisitorData(strapi, months = DEFAULT_MONTHS, now = new Date()) {
  const before = new Date(now);
  before.setMonth(before.getMonth() - months);
  const deleted = {};
  for (const uid of KEPT_FOR_A_TIME) {
    const result = await strapi.db.query(uid).deleteMany({ where: { createdAt: { $lt: before.toISOString() } } });
    deleted[uid] = result.count;
  }
  return deleted;
}

function scheduleVisitorDataRetention(strapi, env = process.env) {
  const months = env.VISITOR_DATA_MONTHS ? Number(env.VISITOR_DATA_MONTHS) : DEFAULT_MONTHS;
  if (!Number.isInteger(months) || months < 1)
    throw new Error(
      `VISITOR_DATA_MONTHS must be a whole number of months (1 or more), got "${env.VISITOR_DATA_MONTHS}"`,
    );
  strapi.cron.add({
    visitorDataRetention: {
      task: async () => {
        try {
          const deleted = await deleteOldVisitorData(strapi, months);
          strapi.log.info(
            `Visitor data older than ${months} months deleted: ${Object.entries(deleted)
              .map(([uid, count]) => `${count} ${uid.split(".").pop()}`)
              .join(", ")}`,
          );
        } catch (error) {
          strapi.log.error(`Visitor data retention failed: ${error.stack ?? error}`);
        }
      },
      options: { rule: env.VISITOR_DATA_RETENTION_RULE || "0 30 3 * * *", tz: TIME_ZONE },
    },
  });
}

module.exports = { deleteOldVisitorData, scheduleVisitorDataRetention, DEFAULT_MONTHS };
