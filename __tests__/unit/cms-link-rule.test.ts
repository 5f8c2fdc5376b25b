// cms/src/admin/link-rule.js: the rich-text link popover's label states the rule the entry's Save applies
// to links (src/rules/links.js), in both of the admin's interface languages.
import { LINK_RULE_MESSAGES } from "../../cms/src/admin/link-rule";
import { SAFE_URL_RULE } from "../../src/rules/links";

test("the popover's label in English is the site's rule for links, word for word", () => {
  expect(LINK_RULE_MESSAGES.en["components.Blocks.popover.link"]).toBe(`Link: ${SAFE_URL_RULE}`);
});

test("the Indonesian label names the same kinds of address, and both languages give the same two messages", () => {
  for (const kind of ["https:", "mailto:", "tel:", "/"])
    expect(LINK_RULE_MESSAGES.id["components.Blocks.popover.link"]).toContain(kind);
  expect(Object.keys(LINK_RULE_MESSAGES.id)).toEqual(Object.keys(LINK_RULE_MESSAGES.en));
});
