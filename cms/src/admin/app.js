// The admin panel's own configuration (Strapi 5, "Admin panel customization"; bundled into cms/build
// by scripts/build-admin.js, which rebuilds when this folder changes).
//
// Interface languages: English (always there, Strapi's default and fallback) and Indonesian, which
// Strapi's admin ships a translation for. Each editor picks theirs: their initials at the bottom of the
// left menu > Profile > Experience > Interface language. This is the admin's own wording only; the
// site's content languages are the i18n locales (cms/src/index.js).
export default {
  config: {
    locales: ["id"],
  },
  bootstrap() {},
};
