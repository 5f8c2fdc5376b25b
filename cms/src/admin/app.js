// The admin panel's own configuration (Strapi 5, "Admin panel customization"; bundled into cms/build
// by scripts/build-admin.js, which rebuilds when this folder changes).
//
// Interface languages: English (always there, Strapi's default and fallback) and Indonesian, which
// Strapi's admin ships a translation for. Each editor picks theirs: their initials at the bottom of the
// left menu > Profile > Experience > Interface language. This is the admin's own wording only; the
// site's content languages are the i18n locales (cms/src/index.js).
//
// Each list view of a translated type has an "Indonesian" column (./translation-column.jsx).
import { TRANSLATION_COLUMN_MESSAGES, addTranslationColumn } from "./translation-column";

export default {
  config: {
    locales: ["id"],
    translations: TRANSLATION_COLUMN_MESSAGES,
  },
  bootstrap(app) {
    app.registerHook("Admin/CM/pages/ListView/inject-column-in-table", addTranslationColumn);
  },
};
