// The fields of a page type that content-model.ts does not write (src/rules/page-types.js), read from
// its CMS schema, so that a new page type is its row, its template, its schema and its content files.
// Each attribute becomes the field content/ holds for it, the same that the seed and the build's
// mapping convert by the attribute's type (cms/src/seed/convert.js, src/data/cms/cms-values.ts).
import { PAGE_TYPES, type PageType } from "../../rules/page-types";
import { pageSlug } from "../../rules/slug";
import { keyIfAny } from "../../rules/entry-key";
import { cmsSchemas, type CmsAttribute, type CmsSchema } from "./cms-schemas";
import {
  blocks,
  bool,
  date,
  float,
  image,
  imageList,
  int,
  obj,
  objList,
  optDate,
  optStr,
  optText,
  previousSlugs,
  ref,
  refList,
  seo,
  slug,
  str,
  strList,
  text,
  textList,
  type Collection,
  type Field,
  type Fields,
} from "./fields";

/** What the CMS keeps for itself: an entry's order among its kind, and the time it is to be published. */
const CMS_ONLY = ["order", "scheduledAt"];

/** What every page reads: its title, its address and those it had (src/gatsby/create-pages.ts), its SEO. */
const PAGE_FIELDS = ["title", "slug", "previousSlugs", "seo"];

/** "project.phase" or "api::case-study.case-study" as a GraphQL type name: ProjectPhase, CaseStudy. */
const typeNameOf = (uid: string) =>
  uid
    .replace(/^api::[^.]+\./, "")
    .split(/[.-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");

const optional = (field: Field, required: boolean): Field => ({ ...field, required }) as Field;

/** The field of one attribute; `localized`: whether its text is written per language. */
function fieldOf(
  where: string,
  name: string,
  attribute: CmsAttribute,
  localized: boolean,
  schemas: Record<string, CmsSchema>,
  collections: ReadonlyArray<Collection>,
): Field {
  const required = attribute.required === true;
  switch (attribute.type) {
    case "string":
    case "text":
    case "email":
      return localized ? (required ? text() : optText()) : required ? str() : optStr();
    case "uid":
      return slug();
    case "integer":
    case "biginteger":
      return optional(int(), required);
    case "decimal":
    case "float":
      return optional(float(), required);
    case "boolean":
      return optional(bool(), required);
    case "date":
      return required ? date() : optDate();
    case "media":
      return attribute.multiple ? imageList() : image(required);
    case "blocks":
      return optional(blocks(), required);
    case "relation": {
      const target = typeNameOf(attribute.target ?? "");
      if (!collections.some((collection) => collection.type === target))
        throw new Error(`${where}.${name}: the site has no content type ${target} for the relation's target`);
      return attribute.relation?.endsWith("ToMany") ? refList(target) : optional(ref(target), required);
    }
    case "component": {
      const uid = attribute.component ?? "";
      if (uid === "shared.seo") return seo();
      if (uid === "shared.line") return name === "previousSlugs" ? previousSlugs() : localized ? textList() : strList();
      const component = schemas[uid];
      if (!component) throw new Error(`${where}.${name}: no component ${uid} in cms/src/components`);
      const fields = fieldsOf(uid, component, localized, schemas, collections);
      return attribute.repeatable ? objList(typeNameOf(uid), fields) : obj(typeNameOf(uid), fields, required);
    }
    default:
      throw new Error(
        `${where}.${name}: a ${attribute.type} field has no kind on the site; write the type in content-model.ts`,
      );
  }
}

function fieldsOf(
  uid: string,
  schema: CmsSchema,
  localized: boolean,
  schemas: Record<string, CmsSchema>,
  collections: ReadonlyArray<Collection>,
  leftOut: ReadonlyArray<string> = [],
): Fields {
  return Object.fromEntries(
    Object.entries(schema.attributes)
      .filter(([name]) => !leftOut.includes(name))
      .map(([name, attribute]) => [
        name,
        fieldOf(uid, name, attribute, attribute.pluginOptions?.i18n?.localized ?? localized, schemas, collections),
      ]),
  );
}

/** A page type's collection from its CMS schema: content/<plural name>.json, its entries' id their key or their own. */
export function pageTypeCollection(
  type: PageType,
  written: ReadonlyArray<Collection>,
  schemas: Record<string, CmsSchema> = cmsSchemas(),
): Collection {
  const schema = schemas[type.cmsType];
  if (!schema?.pluralName)
    throw new Error(`Page type "${type.name}" (src/rules/page-types.js): no CMS schema ${type.cmsType} in cms/src/api`);
  const missing = PAGE_FIELDS.filter((field) => !schema.attributes[field]);
  if (missing.length > 0)
    throw new Error(
      `Page type "${type.name}": its CMS schema ${type.cmsType} has no ${missing.join(", ")}; every page type's entries have ${PAGE_FIELDS.join(", ")}`,
    );
  const key = keyIfAny(schema.attributes);
  return {
    type: type.nodeType,
    file: `${schema.pluralName}.json`,
    single: false,
    fields: {
      id: str(),
      ...fieldsOf(type.cmsType, schema, true, schemas, written, [...CMS_ONLY, ...(key ? [key] : [])]),
    },
    page: { type: type.name, slug: pageSlug },
  };
}

/** The collections of the page types content-model.ts does not write. */
export const pageTypeCollections = (written: ReadonlyArray<Collection>): Collection[] =>
  PAGE_TYPES.filter((type) => !written.some((collection) => collection.type === type.nodeType)).map((type) =>
    pageTypeCollection(type, written),
  );
