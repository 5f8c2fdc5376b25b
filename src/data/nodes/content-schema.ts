// Turns the content model into GraphQL type definitions with @dontInfer, so the schema is the
// same whatever the content holds. Fields Gatsby reserves on nodes are renamed (NODE_FIELD_RENAMES).
import { NODE_FIELD_RENAMES, type Collection, type Field, type Fields } from "../model/fields";

function fieldType(field: Field): string {
  const base = field.kind === "Object" ? field.typeName : field.kind === "Blocks" ? "JSON" : field.kind;
  if (field.list) return `[${base}!]${field.required ? "!" : ""}`;
  return `${base}${field.required ? "!" : ""}`;
}

/**
 * The entry (entries) of `type` a reference names, under the name `as`: resolved in the referring
 * entry's language, by what the node carries beside the reference (source-content.ts). One entry by
 * its link key; a list by its entries' node ids, because Gatsby resolves a list by link key with a
 * query, and a page then depends on every node of the type: each article page on every article for
 * the sidebar's recent posts, and an article's edit ran every article page's query (issue 52).
 */
const refLines = (type: string, as: string, list: boolean, from: string) =>
  list
    ? [`  ${nodeIdsField(from)}: [ID!]!`, `  ${as}: [${type}!]! @link(from: "${nodeIdsField(from)}")`]
    : [`  ${linkKeysField(from)}: String!`, `  ${as}: ${type}! @link(by: "linkKey", from: "${linkKeysField(from)}")`];

/** The node field beside reference field `name` that holds the link key of the entry it names. */
export const linkKeysField = (name: string) => `${name}LinkKeys`;
/** The node field beside list reference field `name` that holds the node ids of the entries it names. */
export const nodeIdsField = (name: string) => `${name}NodeIds`;
/** An entry's link key: its content id in its language, as two languages' nodes share content ids. */
export const linkKey = (locale: string, contentId: unknown) => `${locale}/${String(contentId)}`;

function fieldLines(fields: Fields, isNode: boolean): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const gqlName = isNode ? (NODE_FIELD_RENAMES[name] ?? name) : name;
    if (field.kind === "Object") return [`  ${gqlName}: ${fieldType(field)}`];
    // rich text: its blocks as JSON, its images as File nodes (image-links.ts) in the order they appear, its length in
    // words
    if (field.kind === "Blocks")
      return [
        `  ${gqlName}: JSON${field.required ? "!" : ""}`,
        `  ${gqlName}Images: [File!]! @link`,
        `  ${gqlName}Words: Int!`,
      ];
    // a day: beside its text in the node's language, the same day as 2025-03-12, to sort and for machines (dateIso)
    if (field.kind !== "File" && field.format === "date")
      return [`  ${gqlName}: ${fieldType(field)}`, `  ${gqlName}Iso: ${field.required ? "String!" : "String"}`];
    // a text another language may keep in English: the language it is in (content-model.ts's jobTitle())
    if (field.kind === "String" && field.mayStayEnglish && isNode)
      return [`  ${gqlName}: ${fieldType(field)}`, `  ${gqlName}Lang: String!`];
    if (field.kind !== "File")
      return [
        `  ${gqlName}: ${fieldType(field)}`,
        ...(field.ref?.as ? refLines(field.ref.type, field.ref.as, field.list, gqlName) : []),
      ];
    // Image fields hold File node ids: built-in images and CMS media resolve to the same kind of node.
    // Beside each, its alternative text(s), decided when the image is linked (image-links.ts).
    // (unless the model declares <name>Alt itself: the alternative text an editor writes beside the image)
    return [
      `  ${gqlName}: ${fieldType(field)} @link`,
      ...(`${name}Alt` in fields ? [] : [`  ${gqlName}Alt: ${field.list ? "[String!]!" : "String!"}`]),
    ];
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
    // englishSlug: the slug of the entry's English page, in every language (SPEC's rules by slug)
    const own = c.page ? ["  slug: String!", "  pagePath: String!", "  englishSlug: String!"] : [];
    // locale: the page language the node is for; lang: the language its text is in (English when the
    // entry has no text in the node's language); linkKey: what references find it by.
    const languages = ["  locale: String!", "  lang: String!", ...("id" in c.fields ? ["  linkKey: String!"] : [])];
    const extra = [...(c.single ? [] : ["  position: Int!"]), ...own, ...languages];
    const fields = fieldLines(c.fields, true).filter(
      (line) => !own.some((o) => o.split(":")[0] === line.split(":")[0]),
    );
    return { collection: c, lines: [...fields, ...extra] };
  });
  // an interface holds the fields every type implementing it has (without their @link: each type resolves its own)
  const interfaces = new Map<string, string[]>();
  for (const { collection, lines } of nodeTypes.filter((t) => t.collection.implements)) {
    const plain = lines.map((line) => line.replace(/ @link.*$/, ""));
    const shared = interfaces.get(collection.implements!);
    interfaces.set(collection.implements!, shared ? shared.filter((line) => plain.includes(line)) : plain);
  }
  return [
    ...[...interfaces].map(([name, lines]) => `interface ${name} {\n${lines.join("\n")}\n}`),
    ...nodeTypes.map(
      ({ collection: c, lines }) =>
        `type ${c.type} implements Node${c.implements ? ` & ${c.implements}` : ""} @dontInfer {\n${lines.join("\n")}\n}`,
    ),
    ...objectTypes.values(),
  ].join("\n\n");
}
