const { corsOrigins } = require("../src/cors-origins");

module.exports = ({ env }) => [
  "strapi::logger",
  "strapi::errors",
  "strapi::security",
  // Strapi's default answers every Origin with credentials allowed. The admin is served from the CMS's
  // own origin and the site's build calls the API from a server, so neither needs CORS: only the
  // origins in CORS_ORIGINS (comma-separated, none by default) get an Access-Control-Allow-Origin.
  { name: "strapi::cors", config: { origin: corsOrigins(env("CORS_ORIGINS", "")) } },
  "strapi::poweredBy",
  "strapi::query",
  // The live build's token reads published entries only (src/middlewares/published-only.js).
  "global::published-only",
  "strapi::body",
  "strapi::session",
  "strapi::favicon",
  "strapi::public",
  // Each entry's translation state in the content manager's list views (the admin's Indonesian column).
  "global::translation-states",
];
