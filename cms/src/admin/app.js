// The admin panel's own configuration (Strapi 5, "Admin panel customization"; bundled into cms/build
// by scripts/build-admin.js, which rebuilds when this folder changes).
//
// Interface languages: English (always there, Strapi's default and fallback) and Indonesian, which
// Strapi's admin ships a translation for. Each editor picks theirs: their initials at the bottom of the
// left menu > Profile > Experience > Interface language. This is the admin's own wording only; the
// site's content languages are the i18n locales (cms/src/index.js). In Indonesian, the project's type
// names, field labels and help texts (the labels files beside each schema, through ./vite.config.js;
// help texts shown by ./translated-hints.js) are Indonesian too, and so are the strings Strapi 5.54
// ships only in English that editors meet: the content manager, the Media Library, languages, buttons
// (./strapi-id/).
//
// Each list view of a translated type has an "Indonesian" column (./translation-column.jsx); Publish
// status follows the build while it is open (./publish-status-refresh.jsx); a new language version starts
// filled from English (./fill-new-language.jsx); a new entry starts in English (./new-entry-in-english.jsx);
// a refused Save keeps what the editor typed (./keep-typed-on-refusal.jsx); an entry the last build could
// not use says why on its own page (./left-out-on-entry.jsx); the rich text's link popover states the
// rule for links (./link-rule.js); the inbox and the launch sign-ups export as
// CSV (./export-csv.jsx).
//
// Strapi's "Introducing the new Media Library" banner sits on every page until an editor closes it, in
// each browser. Strapi has no setting for it; it keeps "closed" in localStorage under a key ending in the
// project's uuid, which is false here (cms/package.json sets none), or undefined before the admin's first
// answer. Marking both closed before the admin renders keeps the banner off.
import { MESSAGES_ID } from "virtual:nusakode-messages-id";
import { TRANSLATION_COLUMN_MESSAGES, addTranslationColumn } from "./translation-column";
import { PublishStatusRefresh } from "./publish-status-refresh";
import { FillNewLanguage } from "./fill-new-language";
import { NewEntryInEnglish } from "./new-entry-in-english";
import { KeepTypedOnRefusal } from "./keep-typed-on-refusal";
import { LeftOutOnEntry } from "./left-out-on-entry";
import { ExportCsv } from "./export-csv";
import { LINK_RULE_MESSAGES } from "./link-rule";
import { translateHints } from "./translated-hints";
import { STRAPI_MESSAGES_ID } from "./strapi-id";

const BANNER_CLOSED_KEYS = ["false", "undefined"].map(
  (uuid) => `STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_false:${uuid}`,
);

export default {
  config: {
    locales: ["id"],
    translations: {
      en: LINK_RULE_MESSAGES.en,
      id: {
        ...STRAPI_MESSAGES_ID,
        ...MESSAGES_ID,
        ...TRANSLATION_COLUMN_MESSAGES.id,
        ...LINK_RULE_MESSAGES.id,
      },
    },
  },
  bootstrap(app) {
    for (const key of BANNER_CLOSED_KEYS) window.localStorage.setItem(key, "true");
    app.registerHook("Admin/CM/pages/ListView/inject-column-in-table", addTranslationColumn);
    app.registerHook("Admin/CM/pages/EditView/mutate-edit-view-layout", translateHints);
    const contentManager = app.getPlugin("content-manager");
    const besideTheEntry = {
      "left-out-on-entry": LeftOutOnEntry,
      "publish-status-refresh": PublishStatusRefresh,
      "fill-new-language": FillNewLanguage,
      "new-entry-in-english": NewEntryInEnglish,
      "keep-typed-on-refusal": KeepTypedOnRefusal,
    };
    for (const [name, Component] of Object.entries(besideTheEntry))
      contentManager.injectComponent("editView", "right-links", { name, Component });
    contentManager.injectComponent("listView", "actions", { name: "export-csv", Component: ExportCsv });
  },
};
