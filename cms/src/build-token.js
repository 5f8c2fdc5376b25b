"use strict";
// The site's build tokens, least privilege: each may read the content types and components (as
// gatsby-source-strapi does first) and find the entries of every content type, nothing else; media
// files are public. The live build's token ("Site build") reads published entries only
// (middlewares/published-only.js); the preview's ("Preview build") reads drafts too. BUILD_API_TOKEN and
// PREVIEW_API_TOKEN set their values on every start (api-token.js).
const { ensureApiToken } = require("./api-token");
const { PRIVATE_UIDS } = require("./visitor-models");

const BUILD_TOKEN = "Site build";
const PREVIEW_TOKEN = "Preview build";

/**
 * What a build reads: the schema, then every content type of cms/src/api but what visitors send the agency alone
 * (visitor-models.js).
 */
function buildPermissions(strapi) {
  const reads = Object.values(strapi.contentTypes)
    .filter((contentType) => contentType.uid.startsWith("api::") && !PRIVATE_UIDS.has(contentType.uid))
    .flatMap(({ uid, kind }) => (kind === "singleType" ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`]));
  return [
    "plugin::content-type-builder.content-types.getContentTypes",
    "plugin::content-type-builder.components.getComponents",
    ...reads,
  ];
}

async function ensureBuildTokens(strapi) {
  await ensureApiToken(strapi, {
    envName: "BUILD_API_TOKEN",
    name: BUILD_TOKEN,
    description:
      "Used by the site's build (STRAPI_TOKEN): reads published content, cannot change it. Set from BUILD_API_TOKEN on every start.",
    permissions: buildPermissions(strapi),
  });
  await ensureApiToken(strapi, {
    envName: "PREVIEW_API_TOKEN",
    name: PREVIEW_TOKEN,
    description:
      "Used by the preview's build (PREVIEW_STRAPI_TOKEN): reads drafts and published content, cannot change it. Set from PREVIEW_API_TOKEN on every start.",
    permissions: buildPermissions(strapi),
  });
}

module.exports = { ensureBuildTokens, buildPermissions, BUILD_TOKEN, PREVIEW_TOKEN };
