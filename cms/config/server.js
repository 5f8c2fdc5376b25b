module.exports = ({ env }) => ({
  host: env("HOST", "127.0.0.1"),
  port: env.int("PORT", 1337),
  app: { keys: env.array("APP_KEYS") },
  // The site's build hook is called from src/build-hook.js, not from Strapi's cron or webhooks UI.
  cron: { enabled: false },
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});
