// Where an editor finds a field the build refused, in the admin's own words: the content type's name,
// the entry's title, each field's label and each list item's name, e.g. "Site settings > Social links >
// Twitter > Profile address". Read from the CMS's schemas and the labels editors see
// (cms/src/editor-labels.js), so a label renamed there is renamed here. A field path the CMS does not
// have as such (a field the site names otherwise) gets no place rather than a wrong one.
import { createRequire } from "node:module";
import { join } from "node:path";
import { cmsSchemas, cmsSourceDir, type CmsSchema } from "../model/cms-schemas";

interface EditorLabels {
  mainField?: string;
  fields: Record<string, [string, string?]>;
}

type FieldLabels = (
  uid: string,
  path: string,
  entry: unknown,
  labels: Record<string, EditorLabels>,
  schemas: Record<string, CmsSchema>,
) => string[] | undefined;
let cached: { labels: Record<string, EditorLabels>; fieldLabels: FieldLabels } | undefined;
/**
 * The CMS's labels, loaded by Node from cms/src where the build runs (not bundled with gatsby-node:
 * they read their folders beside them); none when the checkout has no cms/.
 */
function cms() {
  if (cached) return cached;
  const cmsSrc = cmsSourceDir();
  if (!cmsSrc) return (cached = { labels: {}, fieldLabels: () => undefined });
  const load = createRequire(join(cmsSrc, "index.js"));
  const labels = load("./editor-labels.js") as Record<string, EditorLabels>;
  const { fieldLabels } = load("./field-labels.js") as { fieldLabels: FieldLabels };
  return (cached = { labels, fieldLabels });
}

/** A CMS type's name in the admin (FAQ, Site settings), or undefined when the CMS has no such type. */
export const adminTypeName = (singularName: string): string | undefined =>
  cmsSchemas()[`api::${singularName}.${singularName}`]?.displayName;

/** A field's labels in the admin without the type and entry ("Social links > Profile address"), or undefined. */
export const adminFieldLabels = (singularName: string, fieldPath: string): string | undefined =>
  adminPlace(singularName, fieldPath, {})?.split(" > ").slice(1).join(" > ");

/**
 * The admin's place of a field of an entry of a CMS type, or undefined when the CMS has no such field.
 * @param singularName the CMS type (site-setting), @param fieldPath as the build names it, @param entry as the CMS sent
 * it
 * @param english the same entry in English, whose title names it when this version's own is empty
 */
export function adminPlace(
  singularName: string,
  fieldPath: string,
  entry: Record<string, unknown>,
  english?: Record<string, unknown>,
): string | undefined {
  const { labels, fieldLabels } = cms();
  const schemas = cmsSchemas();
  const uid = `api::${singularName}.${singularName}`;
  const type = schemas[uid];
  if (!type) return undefined;
  const place = [type.displayName ?? singularName];
  const titleOf = (version?: Record<string, unknown>) => {
    const title = labels[uid]?.mainField ? version?.[labels[uid].mainField!] : undefined;
    return typeof title === "string" && title.trim() !== "" ? title : undefined;
  };
  const title = titleOf(entry) ?? titleOf(english);
  if (title) place.push(`"${title}"`);
  const along = fieldLabels(uid, fieldPath, entry, labels, schemas);
  return along ? [...place, ...along].join(" > ") : undefined;
}
