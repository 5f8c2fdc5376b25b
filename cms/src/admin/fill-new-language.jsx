// A new language version starts filled from English: opening an entry in a language it has no version
// in yet ("Create Indonesian (id) locale", or the language menu) shows Strapi's empty form, and editors
// had to find "Fill in from another locale". This does what that action does, once, when the form opens
// for a language the entry lacks: the English texts are put in to be translated, and nothing is saved
// until the editor saves. Placed in the edit view's side panel (editView.right-links); it shows nothing.
import { useEffect } from "react";
import {
  getFetchClient,
  unstable_useContentManagerContext as useContentManagerContext,
  useForm,
  useQueryParams,
} from "@strapi/strapi/admin";

const SOURCE_LOCALE = "en";
// Each (type, entry, language) is filled once per page load, even when the panel is drawn twice.
const filled = new Set();

export function FillNewLanguage() {
  const { model, id, collectionType, isLoading } = useContentManagerContext();
  const setValues = useForm("FillNewLanguage", (state) => state.setValues);
  const [{ query }] = useQueryParams();
  const locale = query.plugins?.i18n?.locale;
  useEffect(() => {
    // after the content manager loaded the (missing) version: its form resets to what it loaded
    if (
      isLoading ||
      !locale ||
      locale === SOURCE_LOCALE ||
      !id ||
      id === "create" ||
      collectionType !== "collection-types"
    )
      return;
    const key = `${model}/${id}/${locale}`;
    if (filled.has(key)) return;
    filled.add(key);
    const { get } = getFetchClient();
    (async () => {
      const exists = await get(`/content-manager/collection-types/${model}/${id}`, { params: { locale } }).then(
        ({ data }) => Boolean(data?.data?.id),
        () => false,
      );
      if (exists) return;
      const { data } = await get(`/i18n/content-manager/get-fill-from-locale/${model}`, {
        params: { documentId: id, sourceLocale: SOURCE_LOCALE, targetLocale: locale, collectionType },
      });
      if (data?.data) setValues(data.data);
    })().catch(() => filled.delete(key));
  }, [isLoading, model, id, collectionType, locale, setValues]);
  return null;
}
