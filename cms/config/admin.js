const { previewConfig } = require("../src/preview");

module.exports = ({ env }) => ({
  // Editors work in the admin panel at /admin (built into cms/build by `npm run build-admin`, which
  // `npm run cms` runs when the build is missing or stale). SERVE_ADMIN_PANEL=false: API only.
  serveAdminPanel: env.bool("SERVE_ADMIN_PANEL", true),
  auth: { secret: env("ADMIN_JWT_SECRET") },
  apiToken: { salt: env("API_TOKEN_SALT") },
  transfer: { token: { salt: env("TRANSFER_TOKEN_SALT") } },
  secrets: { encryptionKey: env("ENCRYPTION_KEY") },
  flags: { nps: false, promoteEE: false },
  // Logins per account and address in 5 minutes (successful ones count too): 10, twice Strapi's 5, so an
  // editor who signs in from a second browser or after a restart is not locked out, still far too few to
  // guess a password; ADMIN_LOGIN_ATTEMPTS to change it. Colleagues on one office network count apart.
  rateLimit: { max: env.int("ADMIN_LOGIN_ATTEMPTS", 10) },
  // "Open preview": the page built from the drafts (src/preview.js; PREVIEW_URL, PREVIEW_SECRET).
  preview: previewConfig(),
});
