// Strapi's link popover (the rich-text toolbar's Link button) greys out its Save for an address it will
// not take (javascript:, data:, words that are not an address) and says nothing. Its field's label is
// the one text it shows beside what the editor types, so the label names the kinds of address the site
// takes (SAFE_URL_RULE in src/rules/links.js, which the entry's Save checks: Strapi's popover also takes
// http: and ftp:, which Save then refuses with the reason and the link's place). The label is one line
// cut with an ellipsis (368 px wide from the design system's medium breakpoint up, the screen's width
// below it), so it says the rule in short; the admin test measures that it fits at 1280 px. Strapi uses
// these two messages in the rich-text popover only (its Markdown editor, which also reads the label, is
// not used by any field here).
export const LINK_RULE_MESSAGES = {
  en: {
    "components.Blocks.popover.link": "Link: https:, mailto:, tel: or a path of this site starting with /",
    "components.Blocks.popover.link.placeholder": "https://… or /contact-us/",
  },
  id: {
    "components.Blocks.popover.link": "Tautan: https:, mailto:, tel: atau alamat yang diawali /",
    "components.Blocks.popover.link.placeholder": "https://… atau /id/contact-us/",
  },
};
