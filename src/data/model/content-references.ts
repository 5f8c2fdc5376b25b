// Checks that every reference the model declares (content-model.ts `ref`) names an entry that exists:
// the home page's services, each FAQ's category, the blog article's post, the sidebar's recent posts,
// the team profile's member. The schema resolves them with @link, so a wrong id would otherwise be a
// null where the page needs an entry.
import type { Collection, Fields } from "./fields";
import { entryLabel, type LoadedCollection } from "./loaded-collection";

export interface ReferenceProblem {
  /** the type whose entry names another, and the type it names */
  from: string;
  to: string;
  /** the position of the naming entry in its collection */
  index: number;
  /** 'content/faqs.json, entry "faq-1": field category names no FaqCategory (pricing)' */
  message: string;
}

const idsOf = (loaded: LoadedCollection[], type: string) =>
  new Set(loaded.find((l) => l.collection.type === type)?.entries.map((entry) => entry.id) ?? []);
const refFields = (fields: Fields) =>
  Object.entries(fields).flatMap(([name, field]) =>
    field.kind === "String" && field.ref ? [{ name, list: field.list, ref: field.ref }] : [],
  );

/** where: how messages name a collection's entries (its content file unless said otherwise). */
export function referenceProblems(
  loaded: LoadedCollection[],
  where = (collection: Collection) => `content/${collection.file}`,
): ReferenceProblem[] {
  return loaded.flatMap(({ collection, entries }) =>
    refFields(collection.fields).flatMap(({ name, list, ref }) => {
      const known = idsOf(loaded, ref.type);
      return entries.flatMap((entry, index) => {
        const at = `${where(collection)}${collection.single ? "" : `, ${entryLabel(entry, index)}`}`;
        const ids = list ? ((entry[name] as unknown[] | undefined) ?? []) : [entry[name]];
        return ids.flatMap((id, i) =>
          known.has(id)
            ? []
            : [
                {
                  from: collection.type,
                  to: ref.type,
                  index,
                  message: `${at}: field ${name}${list ? `[${i}]` : ""} names no ${ref.type} (${String(id)})`,
                },
              ],
        );
      });
    }),
  );
}
