// A new entry starts in English. Strapi's "Create new entry" opens the form in the list's language,
// which is the last one the editor worked in; an entry created in Indonesian alone would show nowhere
// (the CMS refuses it at Save: cms/src/english-first.js). So the create form of a translated collection
// moves itself to English before the editor types anything; its Indonesian version is added afterwards
// from the language menu. Placed in the edit view's side panel (editView.right-links); it shows nothing.
//
// The move must not meet Strapi's guard against leaving unsaved edits ("Are you sure you want to leave
// this page?"): it holds a navigation while the form is modified and not being submitted, and an
// article's generated fields (its slug and id) modify a new form as it opens, so whether the guard saw
// that first was a race. The form is marked as submitting for the move (the guard lets it pass), and
// unmarked once the form is in English, where nothing typed is lost because nothing was typed.
import { useEffect, useRef } from "react";
import {
  unstable_useContentManagerContext as useContentManagerContext,
  useForm,
  useQueryParams,
} from "@strapi/strapi/admin";

const SOURCE_LOCALE = "en";

export function NewEntryInEnglish() {
  // (its isCreatingEntry is never true: the context gives a create form's id as undefined)
  const { id, collectionType, contentType } = useContentManagerContext();
  const isCreatingEntry = id === undefined;
  const setSubmitting = useForm("NewEntryInEnglish", (state) => state.setSubmitting);
  const isSubmitting = useForm("NewEntryInEnglish", (state) => state.isSubmitting);
  const [{ query }, setQuery] = useQueryParams();
  const locale = query.plugins?.i18n?.locale;
  const translated = collectionType === "collection-types" && contentType?.pluginOptions?.i18n?.localized === true;
  const mustMove = Boolean(isCreatingEntry && translated && locale && locale !== SOURCE_LOCALE);
  const moving = useRef(false);
  useEffect(() => {
    if (mustMove && !moving.current) {
      moving.current = true;
      setSubmitting(true);
    } else if (!mustMove && moving.current) {
      moving.current = false;
      setSubmitting(false);
    }
  }, [mustMove, setSubmitting]);
  useEffect(() => {
    if (!(mustMove && moving.current && isSubmitting)) return undefined;
    // The render that made the form "submitting" runs the guard's effects too; in a task of its own,
    // after all of them, the address changes with the guard knowing.
    const timer = setTimeout(() =>
      setQuery({ plugins: { ...query.plugins, i18n: { ...query.plugins.i18n, locale: SOURCE_LOCALE } } }, "push", true),
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- moves once per Save, not on a new query or setter
  }, [mustMove, isSubmitting]);
  return null;
}
