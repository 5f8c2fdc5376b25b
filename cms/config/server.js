module.exports = ({ env }) => ({
  host: env("HOST", "127.0.0.1"),
  port: env.int("PORT", 1337),
  app: { keys: env.array("APP_KEYS") },
  // Behind nginx in production (deploy/cms.nginx.conf): the public address the admin and the media
  // URLs are built from, and trust in nginx's X-Forwarded-* headers (https, the editor's address).
  url: env("PUBLIC_URL", ""),
  proxy: { koa: env.bool("PROXY_TRUST", false) },
  // Uploaded media live in <PUBLIC_DIR>/uploads (default cms/public); tests point it at a temporary folder.
  dirs: { public: env("PUBLIC_DIR", "./public") },
  // The site's build hook is called from src/build-hook.js, not from Strapi's cron or webhooks UI.
  cron: { enabled: false },
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});
