"use strict";
// Strapi's admin build (Vite) with one change to Strapi's own code, made as the bundle is built: the
// Content Manager's menu (LeftMenu) filters and sorts its types by their English names and translates
// them only afterwards, so an editor using the admin in Indonesian saw "Artikel" placed under A only by
// chance and found nothing when typing "artikel" in the menu's search. The names are translated first
// here (the labels files' Indonesian, below), so the search and the order follow the words the editor reads. Strapi
// 5.54 offers no hook for this menu; the build fails when the code changed and the change no longer fits.
// (This is the built admin editors use, scripts/build-admin.js; `strapi develop` pre-bundles Strapi's
// code and was not tried.)
const LEFT_MENU = /@strapi[\\/]content-manager[\\/]dist[\\/]admin[\\/]components[\\/]LeftMenu\.m?js$/;
const LINKS = "links: section.links";
const TRANSLATED_LINKS =
  "links: section.links.map((link)=>({ ...link, title: formatMessage({ id: link.title, defaultMessage: link.title }) }))";

/** A Vite plugin: Strapi's content-type menu filtered and sorted by the names it shows. */
function menuByShownNames() {
  return {
    name: "nusakode-menu-by-shown-names",
    transform(code, id) {
      if (!LEFT_MENU.test(id)) return null;
      if (code.split(LINKS).length !== 2)
        throw new Error(
          `cms/src/admin/vite.config.js: Strapi's LeftMenu (${id}) no longer has "${LINKS}" once; update the change`,
        );
      return { code: code.replace(LINKS, TRANSLATED_LINKS), map: null };
    },
  };
}

const MESSAGES_ID = "virtual:nusakode-messages-id";

/**
 * A Vite plugin: the module "virtual:nusakode-messages-id", the admin's words in Indonesian from the
 * labels files beside each schema (../editor-labels-id.js), which the bundle cannot load itself.
 */
function messagesInIndonesian() {
  return {
    name: "nusakode-messages-id",
    resolveId: (id) => (id === MESSAGES_ID ? `\0${MESSAGES_ID}` : null),
    load(id) {
      if (id !== `\0${MESSAGES_ID}`) return null;
      const { HELP_PREFIX, messagesId } = require("../editor-labels-id");
      return `export const MESSAGES_ID = ${JSON.stringify(messagesId())};\nexport const HELP_PREFIX = ${JSON.stringify(HELP_PREFIX)};\n`;
    },
  };
}

module.exports = (config) => ({
  ...config,
  plugins: [...(config.plugins ?? []), menuByShownNames(), messagesInIndonesian()],
});
