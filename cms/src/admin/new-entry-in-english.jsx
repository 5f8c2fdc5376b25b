// A new entry starts in English. Strapi's "Create new entry" opens the form in the list's language,
// which is the last one the editor worked in; an entry created in Indonesian alone would show nowhere
// (the CMS refuses it at Save: cms/src/english-first.js). So the create form of a translated collection
// moves itself to English before the editor types anything; its Indonesian version is added afterwards
// from the language menu. Placed in the edit view's side panel (editView.right-links); it shows nothing.
import { useEffect } from "react";
import { unstable_useContentManagerContext as useContentManagerContext, useQueryParams } from "@strapi/strapi/admin";

const SOURCE_LOCALE = "en";

export function NewEntryInEnglish() {
  // (its isCreatingEntry is never true: the context gives a create form's id as undefined)
  const { id, collectionType, contentType } = useContentManagerContext();
  const isCreatingEntry = id === undefined;
  const [{ query }, setQuery] = useQueryParams();
  const locale = query.plugins?.i18n?.locale;
  const translated = collectionType === "collection-types" && contentType?.pluginOptions?.i18n?.localized === true;
  useEffect(() => {
    if (isCreatingEntry && translated && locale && locale !== SOURCE_LOCALE) {
      setQuery({ plugins: { ...query.plugins, i18n: { ...query.plugins.i18n, locale: SOURCE_LOCALE } } }, "push", true);
    }
  }, [isCreatingEntry, translated, locale, query.plugins, setQuery]);
  return null;
}
