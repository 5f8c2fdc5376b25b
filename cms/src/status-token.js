"use strict";
// The build runner's token (deploy/publish.sh, STATUS_API_TOKEN there), least privilege: it may read
// and update the "Publish status" entry and nothing else. STATUS_API_TOKEN sets its value on every
// start (api-token.js).
const { ensureApiToken } = require("./api-token");

const UID = "api::publish-status.publish-status";
const STATUS_TOKEN = "Publish status (build runner)";

const ensureStatusToken = (strapi) =>
  ensureApiToken(strapi, {
    envName: "STATUS_API_TOKEN",
    name: STATUS_TOKEN,
    description:
      "Used by the build runner (deploy/publish.sh) to show editors where their publish stands. Set from STATUS_API_TOKEN on every start.",
    permissions: [`${UID}.find`, `${UID}.update`],
  });

module.exports = { ensureStatusToken, STATUS_TOKEN };
