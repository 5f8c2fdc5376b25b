"use strict";
// An API token whose value comes from the environment, set on every start, so the CMS and what uses
// the token (the site's build, the build runner) are configured together without opening the admin
// panel. Each token has the least privilege its user needs (build-token.js, status-token.js).

/**
 * Creates or updates the token `name` with exactly `permissions`, its key set from process.env[envName].
 * Does nothing when that variable is unset.
 */
async function ensureApiToken(strapi, { envName, name, description, permissions }) {
  const token = process.env[envName];
  if (!token) return;
  if (token.length < 32) throw new Error(`${envName} must be at least 32 characters long`);
  const service = strapi.service("admin::api-token");
  const tokens = strapi.db.query("admin::api-token");
  const attributes = { name, description, type: "custom", lifespan: null, permissions };
  const existing = await tokens.findOne({ where: { name } });
  const { id } = existing
    ? await service.update(existing.id, attributes)
    : await service.create({ ...attributes, kind: "content-api" });
  // Strapi makes a random key; ours comes from the environment (hashed and encrypted as Strapi does).
  await tokens.update({
    where: { id },
    data: { accessKey: service.hash(token), encryptedKey: strapi.service("admin::encryption").encrypt(token) },
  });
  strapi.log.info(`API token "${name}" (${permissions.length} actions) set from ${envName}`);
}

/**
 * Removes every API token (of any kind) not named in `keep`: Strapi's bootstrap makes a "Full Access"
 * and a "Read Only" token in a new database, and a token made in the admin never expires by default,
 * so whoever copied one would keep access after a password reset. Only the tokens set from the
 * environment exist.
 */
async function removeOtherApiTokens(strapi, keep) {
  const service = strapi.service("admin::api-token");
  const others = await strapi.db
    .query("admin::api-token")
    .findMany({ where: { name: { $notIn: keep } }, select: ["id", "name"] });
  for (const { id, name } of others) {
    await service.revoke(id);
    strapi.log.warn(
      `API token "${name}" removed: only the tokens this CMS sets from its environment may exist (cms/src/api-token.js)`,
    );
  }
}

module.exports = { ensureApiToken, removeOtherApiTokens };
