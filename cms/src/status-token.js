"use strict";
// The build runner's token (deploy/publish.sh, STATUS_API_TOKEN there), least privilege: it may read
// and update the "Publish status" entry and nothing else. STATUS_API_TOKEN sets its value on every
// start, as BUILD_API_TOKEN does for the build's token (build-token.js).
const TOKEN_NAME = "Publish status (build runner)";
const UID = "api::publish-status.publish-status";
const PERMISSIONS = [`${UID}.find`, `${UID}.update`];

async function ensureStatusToken(strapi) {
  const token = process.env.STATUS_API_TOKEN;
  if (!token) return;
  if (token.length < 32) throw new Error("STATUS_API_TOKEN must be at least 32 characters long");
  const service = strapi.service("admin::api-token");
  const tokens = strapi.db.query("admin::api-token");
  const attributes = {
    name: TOKEN_NAME,
    description: "Used by the build runner (deploy/publish.sh) to show editors where their publish stands. Set from STATUS_API_TOKEN on every start.",
    type: "custom",
    lifespan: null,
    permissions: PERMISSIONS,
  };
  const existing = await tokens.findOne({ where: { name: TOKEN_NAME } });
  const { id } = existing ? await service.update(existing.id, attributes) : await service.create({ ...attributes, kind: "content-api" });
  await tokens.update({ where: { id }, data: { accessKey: service.hash(token), encryptedKey: strapi.service("admin::encryption").encrypt(token) } });
  strapi.log.info(`API token "${TOKEN_NAME}" (${PERMISSIONS.join(", ")}) set from STATUS_API_TOKEN`);
}

module.exports = { ensureStatusToken, STATUS_PERMISSIONS: PERMISSIONS };
