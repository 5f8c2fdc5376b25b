// The help text under each field in the editor's interface language. Strapi 5.54 shows a field's
// description (its hint) as stored, with no message id (content-manager's useDocumentLayout.mjs passes
// metadata.description through), so the edit view's layout hook swaps each hint for one that looks its
// English up among the interface language's messages (../editor-labels-id.js), as gettext does. The lookup is
// plain: a help text is not an ICU message (it may show /blog/<slug>/).
import { createElement } from "react";
import { useIntl } from "react-intl";
import { HELP_PREFIX } from "virtual:nusakode-messages-id";

const Hint = ({ english }) => useIntl().messages[`${HELP_PREFIX}${english}`] ?? english;

const withHint = (field) =>
  typeof field.hint === "string" && field.hint
    ? { ...field, hint: createElement(Hint, { english: field.hint }) }
    : field;

/** Admin/CM/pages/EditView/mutate-edit-view-layout: every field's and every component field's hint. */
export function translateHints({ layout, ...rest }) {
  const components = Object.fromEntries(
    Object.entries(layout.components).map(([uid, component]) => [
      uid,
      { ...component, layout: component.layout.map((row) => row.map(withHint)) },
    ]),
  );
  return {
    ...rest,
    layout: { ...layout, layout: layout.layout.map((panel) => panel.map((row) => row.map(withHint))), components },
  };
}
