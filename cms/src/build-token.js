"use strict";
// The site's build token, least privilege: it may read the content types and components (as
// gatsby-source-strapi does first) and find the published entries of every content type, nothing
// else; media files are public. BUILD_API_TOKEN sets its value on every start (api-token.js).
const { ensureApiToken } = require("./api-token");

/** What the build reads: the schema, then every content type of cms/src/api. */
function buildPermissions(strapi) {
  const reads = Object.values(strapi.contentTypes)
    .filter((contentType) => contentType.uid.startsWith("api::"))
    .flatMap(({ uid, kind }) => (kind === "singleType" ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`]));
  return ["plugin::content-type-builder.content-types.getContentTypes", "plugin::content-type-builder.components.getComponents", ...reads];
}

const ensureBuildToken = (strapi) =>
  ensureApiToken(strapi, {
    envName: "BUILD_API_TOKEN",
    name: "Site build",
    description: "Used by the site's build (STRAPI_TOKEN): reads content, cannot change it. Set from BUILD_API_TOKEN on every start.",
    permissions: buildPermissions(strapi),
  });

module.exports = { ensureBuildToken, buildPermissions };
