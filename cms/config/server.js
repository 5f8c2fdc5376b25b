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
  // Strapi's cron runs one task: publishing at the times editors set (src/scheduled-publish.js, added
  // on start). The site's build hook is src/build-hook.js's webhooks, not a cron task.
  cron: { enabled: true },
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});
