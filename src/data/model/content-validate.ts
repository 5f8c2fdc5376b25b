// Checks one content entry against its model. Errors name the field by its path (details.sections[1].title).
import type { Field, Fields } from "./fields";
import { isCmsImage } from "./cms-image";
import { blocksProblems } from "./blocks";
import { isSafeUrl, isSitePath, SAFE_URL_RULE, SITE_PATH_RULE } from "../../rules/links";
import { isSlug, SLUG_RULE } from "../../rules/slug";
import { isoDate } from "../../rules/dates";

export interface ValidationOptions {
  /** tells whether an image path exists under content/images */
  imageExists: (relativePath: string) => boolean;
  /** tells whether a File node exists (a CMS image gatsby-source-strapi downloaded) */
  fileNodeExists?: (id: string) => boolean;
}

function typeOfValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "list";
  return typeof value;
}

function checkScalar(field: Field, value: unknown, path: string, options: ValidationOptions): string[] {
  switch (field.kind) {
    case "String":
      if (typeof value !== "string" || value.trim() === "")
        return [`${path} must be a non-empty text, got ${JSON.stringify(value)}`];
      if (field.format === "url" && !isSafeUrl(value))
        return [`${path} must be ${SAFE_URL_RULE}, got ${JSON.stringify(value)}`];
      if (field.format === "slug" && !isSlug(value))
        return [`${path} must be ${SLUG_RULE}, got ${JSON.stringify(value)}`];
      if (field.format === "date" && isoDate(value) === undefined)
        return [`${path} must be a date written as "12 March 2025", got ${JSON.stringify(value)}`];
      if (field.format === "path" && !isSitePath(value))
        return [`${path} must be ${SITE_PATH_RULE}, got ${JSON.stringify(value)}`];
      return [];
    case "Int":
      return Number.isInteger(value) ? [] : [`${path} must be a whole number, got ${JSON.stringify(value)}`];
    case "Float":
      return typeof value === "number" && Number.isFinite(value)
        ? []
        : [`${path} must be a number, got ${JSON.stringify(value)}`];
    case "Boolean":
      return typeof value === "boolean" ? [] : [`${path} must be true or false, got ${JSON.stringify(value)}`];
    case "File":
      if (isCmsImage(value)) {
        const arrived = value.fileNodeId !== null && (options.fileNodeExists?.(value.fileNodeId) ?? false);
        return arrived ? [] : [`${path}: the image ${value.cmsImage} did not download from the CMS`];
      }
      if (typeof value !== "string" || value === "")
        return [`${path} must be an image path, got ${JSON.stringify(value)}`];
      return options.imageExists(value) ? [] : [`${path} names content/images/${value}, which does not exist`];
    case "Blocks":
      return blocksProblems(value, path, options);
    case "Object":
      if (typeOfValue(value) !== "object") return [`${path} must be an object, got ${typeOfValue(value)}`];
      return [
        ...validateFields(field.fields, value as Record<string, unknown>, `${path}.`, options),
        ...objectRules(field, value as Record<string, unknown>, path),
      ];
  }
}

/** An object's rules across its fields (src/rules/seo.js). */
const objectRules = (
  field: Extract<Field, { kind: "Object" }>,
  value: Record<string, unknown>,
  path: string,
): string[] =>
  (field.rules?.(value) ?? []).map(
    (problem) => `${path}.${problem.field} must be ${problem.rule}, got ${JSON.stringify(value[problem.field] ?? "")}`,
  );

/** One field's value (a list item by item), named by its path in messages. */
export function checkField(field: Field, value: unknown, path: string, options: ValidationOptions): string[] {
  if (value === undefined || value === null) return field.required ? [`${path} is missing`] : [];
  if (!field.list) return checkScalar(field, value, path, options);
  if (!Array.isArray(value)) return [`${path} must be a list, got ${typeOfValue(value)}`];
  return value.flatMap((item, i) => checkScalar(field, item, `${path}[${i}]`, options));
}

export function validateFields(
  fields: Fields,
  entry: Record<string, unknown>,
  prefix: string,
  options: ValidationOptions,
): string[] {
  const errors = Object.entries(fields).flatMap(([name, field]) =>
    checkField(field, entry[name], `${prefix}${name}`, options),
  );
  const unknown = Object.keys(entry).filter((key) => !(key in fields));
  return [...errors, ...unknown.map((key) => `${prefix}${key} is not a known field`)];
}
