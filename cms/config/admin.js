module.exports = ({ env }) => ({
  // The site's build only needs the REST API. Editors who want the admin panel set
  // SERVE_ADMIN_PANEL=true and run `npm run build-admin` once.
  serveAdminPanel: env.bool("SERVE_ADMIN_PANEL", false),
  auth: { secret: env("ADMIN_JWT_SECRET") },
  apiToken: { salt: env("API_TOKEN_SALT") },
  transfer: { token: { salt: env("TRANSFER_TOKEN_SALT") } },
  secrets: { encryptionKey: env("ENCRYPTION_KEY") },
  flags: { nps: false, promoteEE: false },
});
