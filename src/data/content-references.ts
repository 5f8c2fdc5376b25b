// Checks that every reference the model declares (content-model.ts `ref`) names an entry that exists:
// the home page's services, each FAQ's category, the blog article's post, the sidebar's recent posts,
// the team profile's member. The schema resolves them with @link, so a wrong id would otherwise be a
// null where the page needs an entry.
import type { Fields } from "./content-model";
import { entryLabel, type LoadedCollection } from "./content-loader";

const idsOf = (loaded: LoadedCollection[], type: string) => new Set(loaded.find((l) => l.collection.type === type)?.entries.map((entry) => entry.id) ?? []);

/** Problems in the form 'Faq entry "faq-1": field category names no FaqCategory (pricing)'. */
export function referenceProblems(loaded: LoadedCollection[]): string[] {
  const refFields = (fields: Fields) => Object.entries(fields).flatMap(([name, field]) => (field.kind === "String" && field.ref ? [{ name, field, ref: field.ref }] : []));
  return loaded.flatMap(({ collection, entries }) =>
    refFields(collection.fields).flatMap(({ name, field, ref }) => {
      const known = idsOf(loaded, ref.type);
      return entries.flatMap((entry, index) => {
        const where = collection.single ? collection.type : `${collection.type} ${entryLabel(entry, index)}`;
        const ids = field.list ? ((entry[name] as unknown[] | undefined) ?? []) : [entry[name]];
        return ids.flatMap((id, i) =>
          known.has(id) ? [] : [`${where}: field ${name}${field.list ? `[${i}]` : ""} names no ${ref.type} (${String(id)})`],
        );
      });
    }),
  );
}
