// Nothing typed is lost when the CMS refuses a Save. Strapi's content manager marks the refused fields
// (the ValidationError of cms/src/checks-on-save.js), but its update also refetches the entry, whatever
// the answer, and the form then resets to what is stored: an SEO block the editor had just opened went
// back to "No entry yet", with the typed title gone (Strapi 5.54.0: the update's invalidatesTags runs on
// errors too; the form's initial values differ by the repeatable components' new temporary keys). This
// keeps what the form held when Save was pressed and puts it back once such a refusal's reset comes, so
// the editor corrects the marked field instead of typing everything again. Placed in the edit view's
// side panel (editView.right-links); it shows nothing.
import { useEffect, useRef } from "react";
import { useForm } from "@strapi/strapi/admin";

const NAME = "KeepTypedOnRefusal";

export function KeepTypedOnRefusal() {
  const isSubmitting = useForm(NAME, (state) => state.isSubmitting);
  const errors = useForm(NAME, (state) => state.errors);
  const initialValues = useForm(NAME, (state) => state.initialValues);
  const getValues = useForm(NAME, (state) => state.getValues);
  const setValues = useForm(NAME, (state) => state.setValues);
  // what the form held when Save was pressed; and, after a refusal, the stored values it was refused over
  const typed = useRef(undefined);
  const refusedOver = useRef(undefined);

  useEffect(() => {
    if (isSubmitting) {
      typed.current = getValues();
      refusedOver.current = undefined;
    } else if (typed.current !== undefined && Object.keys(errors ?? {}).length > 0) {
      refusedOver.current = initialValues;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errors, initialValues: read as Save ends, not followed
  }, [isSubmitting]);

  useEffect(() => {
    if (refusedOver.current === undefined || initialValues === refusedOver.current) return;
    // the refetch after the refusal reset the form: what the editor typed goes back in, still unsaved
    const values = typed.current;
    refusedOver.current = undefined;
    typed.current = undefined;
    setValues(values);
  }, [initialValues, setValues]);

  return null;
}
