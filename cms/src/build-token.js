"use strict";
// The site's build reads the content-type builder (gatsby-source-strapi needs it), which only a
// full-access token may do. BUILD_API_TOKEN sets that token's value, so the CMS and the site's
// STRAPI_TOKEN can be configured together without opening the admin panel.
const TOKEN_NAME = "Site build";

async function ensureBuildToken(strapi) {
  const token = process.env.BUILD_API_TOKEN;
  if (!token) return;
  if (token.length < 32) throw new Error("BUILD_API_TOKEN must be at least 32 characters long");
  const data = {
    name: TOKEN_NAME,
    description: "Used by the site's build (STRAPI_TOKEN). Set from BUILD_API_TOKEN on every start.",
    type: "full-access",
    kind: "content-api",
    accessKey: strapi.service("admin::api-token").hash(token),
    encryptedKey: strapi.service("admin::encryption").encrypt(token),
    lifespan: null,
    expiresAt: null,
  };
  const tokens = strapi.db.query("admin::api-token");
  const existing = await tokens.findOne({ where: { name: TOKEN_NAME } });
  if (existing) await tokens.update({ where: { id: existing.id }, data });
  else await tokens.create({ data });
  strapi.log.info(`API token "${TOKEN_NAME}" (full access) set from BUILD_API_TOKEN`);
}

module.exports = { ensureBuildToken };
