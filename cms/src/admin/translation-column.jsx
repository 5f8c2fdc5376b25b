// The "Indonesian" column of the content manager's list views: where each entry's Indonesian version
// stands, from the `translations` the CMS adds to the list (cms/src/middlewares/translation-states.js).
import { Typography } from "@strapi/design-system";
import { useIntl } from "react-intl";

const STATES = {
  missing: { color: "danger700", message: { id: "nusakode.translation.missing", defaultMessage: "Missing" } },
  draft: { color: "warning700", message: { id: "nusakode.translation.draft", defaultMessage: "Draft, not live" } },
  older: { color: "warning700", message: { id: "nusakode.translation.older", defaultMessage: "Older than English" } },
  published: { color: "success700", message: { id: "nusakode.translation.published", defaultMessage: "Published" } },
};

/** The admin's own Indonesian for the column (Profile > Interface language). */
export const TRANSLATION_COLUMN_MESSAGES = {
  id: {
    "nusakode.translation.header": "Bahasa Indonesia",
    "nusakode.translation.missing": "Belum ada",
    "nusakode.translation.draft": "Draf, belum tayang",
    "nusakode.translation.older": "Perlu diperbarui",
    "nusakode.translation.published": "Terbit",
  },
};

function TranslationCell({ state }) {
  const { formatMessage } = useIntl();
  const shown = STATES[state];
  if (!shown) return null;
  return (
    <Typography textColor={shown.color} fontWeight="semiBold">
      {formatMessage(shown.message)}
    </Typography>
  );
}

/** The list view hook (Admin/CM/pages/ListView/inject-column-in-table): the column, on translated types only. */
export function addTranslationColumn({ displayedHeaders, layout }) {
  if (!layout?.options?.i18n?.localized) return { displayedHeaders, layout };
  const column = {
    attribute: { type: "string" },
    label: { id: "nusakode.translation.header", defaultMessage: "Indonesian" },
    searchable: false,
    sortable: false,
    name: "translations",
    cellFormatter: (row) => <TranslationCell state={row.translations?.id} />,
  };
  return { displayedHeaders: [...displayedHeaders, column], layout };
}
