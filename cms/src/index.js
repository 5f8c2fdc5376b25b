"use strict";

const { addCoreApis } = require("./core-api");
const { seedFromSiteContent } = require("./seed");
const { BUILD_TOKEN, PREVIEW_TOKEN, ensureBuildTokens } = require("./build-token");
const { removeOtherApiTokens } = require("./api-token");
const { STATUS_TOKEN, ensureStatusToken } = require("./status-token");
const { syncBuildHook } = require("./build-hook");
const { ensureFirstAdmin } = require("./first-admin");
const { recordPreviousSlugs } = require("./previous-slugs");
const { checkOnSave } = require("./checks-on-save");
const { refuseNewEntriesOutsideEnglish } = require("./english-first");
const { keepOtherLanguagesStatus } = require("./shared-fields-keep-status");
const { makeUidsFromTitles } = require("./uid-from-title");
const { ensureLocales } = require("./locales");
const { acceptImagesOnly } = require("./upload-images-only");
const { clearScheduleOnPublish, schedulePublishing } = require("./scheduled-publish");
const { scheduleVisitorDataRetention } = require("./visitor-data-retention");
const { removeVisitorDataOnSave } = require("./visitor-data-removal");
const { visitorOrigins } = require("./visitor-origins");

module.exports = {
  register({ strapi }) {
    addCoreApis(strapi);
    makeUidsFromTitles(strapi);
    refuseNewEntriesOutsideEnglish(strapi);
    checkOnSave(strapi);
    recordPreviousSlugs(strapi);
    clearScheduleOnPublish(strapi);
    keepOtherLanguagesStatus(strapi);
    removeVisitorDataOnSave(strapi);
  },

  async bootstrap({ strapi }) {
    acceptImagesOnly(strapi);
    await ensureLocales(strapi);
    await seedFromSiteContent(strapi);
    await require("./editor-views").applyEditorViews(strapi);
    await ensureBuildTokens(strapi);
    await ensureStatusToken(strapi);
    await removeOtherApiTokens(strapi, [BUILD_TOKEN, PREVIEW_TOKEN, STATUS_TOKEN]);
    await syncBuildHook(strapi);
    await ensureFirstAdmin(strapi);
    schedulePublishing(strapi);
    scheduleVisitorDataRetention(strapi);
    const origins = visitorOrigins();
    strapi.log.info(
      origins.length
        ? `Visitor forms (POST /api/visitor-forms/...) take sends from ${origins.join(", ")}`
        : "Visitor forms: VISITOR_ORIGINS is not set, every send is refused",
    );
  },
};
