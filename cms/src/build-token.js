"use strict";
// The site's build token, least privilege: it may read the content types and components (as
// gatsby-source-strapi does first) and find the published entries of every content type, nothing
// else; media files are public. BUILD_API_TOKEN sets its value on every start, so the CMS and the
// site's STRAPI_TOKEN are configured together without opening the admin panel.
const TOKEN_NAME = "Site build";

/** What the build reads: the schema, then every content type of cms/src/api. */
function buildPermissions(strapi) {
  const reads = Object.values(strapi.contentTypes)
    .filter((contentType) => contentType.uid.startsWith("api::"))
    .flatMap(({ uid, kind }) => (kind === "singleType" ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`]));
  return ["plugin::content-type-builder.content-types.getContentTypes", "plugin::content-type-builder.components.getComponents", ...reads];
}

async function ensureBuildToken(strapi) {
  const token = process.env.BUILD_API_TOKEN;
  if (!token) return;
  if (token.length < 32) throw new Error("BUILD_API_TOKEN must be at least 32 characters long");
  const service = strapi.service("admin::api-token");
  const tokens = strapi.db.query("admin::api-token");
  const attributes = {
    name: TOKEN_NAME,
    description: "Used by the site's build (STRAPI_TOKEN): reads content, cannot change it. Set from BUILD_API_TOKEN on every start.",
    type: "custom",
    lifespan: null,
    permissions: buildPermissions(strapi),
  };
  const existing = await tokens.findOne({ where: { name: TOKEN_NAME } });
  const { id } = existing ? await service.update(existing.id, attributes) : await service.create({ ...attributes, kind: "content-api" });
  // Strapi makes a random key; ours comes from the environment (hashed and encrypted as Strapi does).
  await tokens.update({ where: { id }, data: { accessKey: service.hash(token), encryptedKey: strapi.service("admin::encryption").encrypt(token) } });
  strapi.log.info(`API token "${TOKEN_NAME}" (read only: ${attributes.permissions.length} actions) set from BUILD_API_TOKEN`);
}

module.exports = { ensureBuildToken, buildPermissions };
