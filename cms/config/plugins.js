const { IMAGE_TYPES, UPLOAD_SIZE_LIMIT } = require("../src/upload-rules");

module.exports = ({ env }) => ({
  upload: {
    config: {
      sizeLimit: UPLOAD_SIZE_LIMIT,
      // Checked against the type read from the file's content (its name's when the content tells
      // nothing); SVG is named too because the plugin trusts a .svg name when the content reads as XML.
      security: { allowedTypes: IMAGE_TYPES, deniedTypes: ["image/svg+xml"] },
    },
  },
  // The agency's email about each new contact message (src/contact-email.js), through its SMTP server
  // (cms.env: SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, EMAIL_FROM, CONTACT_NOTIFY_TO).
  ...(env("SMTP_HOST")
    ? {
        email: {
          config: {
            provider: "nodemailer",
            providerOptions: {
              host: env("SMTP_HOST"),
              port: env.int("SMTP_PORT", 587),
              // 465 speaks TLS from the start; other ports upgrade with STARTTLS, required unless
              // SMTP_REQUIRE_TLS=false (a local relay)
              secure: env.int("SMTP_PORT", 587) === 465,
              requireTLS: env.bool("SMTP_REQUIRE_TLS", true),
              ...(env("SMTP_USER") ? { auth: { user: env("SMTP_USER"), pass: env("SMTP_PASSWORD") } } : {}),
            },
            settings: { defaultFrom: env("EMAIL_FROM"), defaultReplyTo: env("EMAIL_FROM") },
          },
        },
      }
    : {}),
});
