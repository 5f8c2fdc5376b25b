// cms/src/admin/link-rule.js: the rich-text link popover's label names the kinds of address the entry's
// Save takes for links (src/rules/links.js), in both of the admin's interface languages. (That it fits
// the popover uncut is measured in the admin test.)
import { LINK_RULE_MESSAGES } from "../../cms/src/admin/link-rule";
import { SAFE_URL_RULE } from "../../src/rules/links";

test("each language's label names every kind of address the site's rule for links names", () => {
  const kinds = ["https:", "mailto:", "tel:", "/"];
  for (const kind of kinds) expect(SAFE_URL_RULE).toContain(kind);
  for (const messages of Object.values(LINK_RULE_MESSAGES))
    for (const kind of kinds) expect(messages["components.Blocks.popover.link"]).toContain(kind);
});

test("both languages give the same two messages", () => {
  expect(Object.keys(LINK_RULE_MESSAGES.id)).toEqual(Object.keys(LINK_RULE_MESSAGES.en));
});
