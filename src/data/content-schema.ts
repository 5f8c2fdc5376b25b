// Turns the content model into GraphQL type definitions with @dontInfer, so the schema is the
// same whatever the content holds. Fields Gatsby reserves on nodes are renamed (NODE_FIELD_RENAMES).
import { NODE_FIELD_RENAMES, type Collection, type Field, type Fields } from "./content-model";

function fieldType(field: Field): string {
  const base = field.kind === "Object" ? field.typeName : field.kind;
  if (field.list) return `[${base}!]${field.required ? "!" : ""}`;
  return `${base}${field.required ? "!" : ""}`;
}

/** The entry (entries) of `type` a reference names, resolved by its content id, under the name `as`. */
const refLine = (type: string, as: string, list: boolean, from: string) => `  ${as}: ${list ? `[${type}!]!` : `${type}!`} @link(by: "contentId", from: "${from}")`;

function fieldLines(fields: Fields, isNode: boolean): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const gqlName = isNode ? (NODE_FIELD_RENAMES[name] ?? name) : name;
    if (field.kind === "Object") return [`  ${gqlName}: ${fieldType(field)}`];
    if (field.kind !== "File") return [`  ${gqlName}: ${fieldType(field)}`, ...(field.ref?.as ? [refLine(field.ref.type, field.ref.as, field.list, gqlName)] : [])];
    // Image fields hold File node ids: built-in images and CMS media resolve to the same kind of node.
    // Beside each, its alternative text(s), decided when the image is linked (image-links.ts).
    return [`  ${gqlName}: ${fieldType(field)} @link`, `  ${gqlName}Alt: ${field.list ? "[String!]!" : "String!"}`];
  });
}

export function contentTypeDefs(collections: Collection[]): string {
  const objectTypes = new Map<string, string>();
  const collect = (fields: Fields) => {
    for (const field of Object.values(fields)) {
      if (field.kind !== "Object") continue;
      if (!objectTypes.has(field.typeName)) {
        objectTypes.set(field.typeName, `type ${field.typeName} {\n${fieldLines(field.fields, false).join("\n")}\n}`);
      }
      collect(field.fields);
    }
  };
  const nodeTypes = collections.map((c) => {
    collect(c.fields);
    const own = c.page ? ["  slug: String!", "  pagePath: String!"] : [];
    const extra = [...(c.single ? [] : ["  position: Int!"]), ...own];
    const fields = fieldLines(c.fields, true).filter((line) => !own.some((o) => o.split(":")[0] === line.split(":")[0]));
    return `type ${c.type} implements Node @dontInfer {\n${[...fields, ...extra].join("\n")}\n}`;
  });
  return [...nodeTypes, ...objectTypes.values()].join("\n\n");
}
