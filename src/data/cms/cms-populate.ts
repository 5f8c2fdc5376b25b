// What the build asks Strapi to send with each entry (REST `populate`), read from the CMS's own schemas
// (cms/src/**/schema.json) rather than written again beside each mapping: a media or component field
// added there comes back without a second edit here. Strapi sends only plain fields unless asked, so:
// every media field; every component, with what it holds in turn; and each relation the entry owns
// (not the other side's list, mappedBy) as its target's key, the one uid both languages share
// (memberId, postId), which is how the site's content names an entry of another type.
import { cmsSchemas, type CmsSchema } from "../model/cms-schemas";
import { entryKey } from "../../rules/entry-key";

export type Populate = { [field: string]: true | { populate: Populate } | { fields: string[] } };

/** The key of an entry of `uid` (src/rules/entry-key.js). */
export const keyOf = (schemas: Record<string, CmsSchema>, uid: string): string =>
  entryKey(schemas[uid]?.attributes ?? {}, uid);

/** The populate of the type or component `uid` in `schemas`. */
export function populateOf(schemas: Record<string, CmsSchema>, uid: string): Populate {
  const schema = schemas[uid];
  if (!schema) throw new Error(`the CMS's schemas (cms/src) have no ${uid}: the build cannot ask Strapi for it`);
  const populate: Populate = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (attribute.type === "media") populate[name] = true;
    else if (attribute.type === "relation" && !attribute.mappedBy)
      populate[name] = { fields: [keyOf(schemas, attribute.target!)] };
    else if (attribute.type === "component") {
      const inner = populateOf(schemas, attribute.component!);
      populate[name] = Object.keys(inner).length > 0 ? { populate: inner } : true;
    }
  }
  return populate;
}

/** The populate of a CMS content type by its singular name (blog-post). */
export const restPopulate = (singularName: string): Populate =>
  populateOf(cmsSchemas(), `api::${singularName}.${singularName}`);
