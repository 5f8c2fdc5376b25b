// Indonesian for the strings of Strapi 5.54's own admin that it ships only in English and that editors
// meet: the content manager and languages (i18n), the Media Library (upload), and the admin's shared
// buttons, profile, home page, rich-text toolbar and filters (admin). Keyed by Strapi's message ids (a
// plugin's carry its prefix: "upload.", "content-manager.", "i18n."), each file holds only ids Strapi's
// own id.json lacks. Screens editors cannot open (roles, API tokens, webhooks, SSO, the marketplace, the
// content-type builder's tour) stay English. __tests__/unit/cms-strapi-messages-id.test.ts fails when an
// id is no longer Strapi's, a message loses or gains a {placeholder} or <tag>, or an editor's id has none.
import admin from "./admin.json";
import contentManager from "./content-manager.json";
import i18n from "./i18n.json";
import upload from "./upload.json";

export const STRAPI_MESSAGES_ID = { ...admin, ...contentManager, ...i18n, ...upload };
