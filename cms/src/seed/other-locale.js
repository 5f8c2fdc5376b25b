"use strict";
const { existsSync } = require("node:fs");
const { join } = require("node:path");
const { contentDir, readContent } = require("./content");
const { seedData } = require("./types");

// The Indonesian locale of each localized type, from content/id/<file>, seeded with the English one
// (so only into an empty type: an English entry an editor changed has no matching content/id text).
const OTHER_LOCALE = "id";
const isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
/** Rich text (blocks): another language's is a whole body of its own, never laid over English block by block. */
const isBlocks = (v) =>
  Array.isArray(v) &&
  v.length > 0 &&
  v.every((block) => isObj(block) && typeof block.type === "string" && Array.isArray(block.children));
/**
 * The English entry with the other language's fields laid over it. The site's build checks content/id
 * (src/data/built-in/content-translations.ts) before any seed can read it, so this only lays over.
 */
function overlay(english, other) {
  if (other === undefined) return english;
  if (isObj(english) && isObj(other)) {
    const result = { ...english };
    for (const [key, value] of Object.entries(other))
      result[key] = key in english ? overlay(english[key], value) : value;
    return result;
  }
  if (isBlocks(other)) return other;
  if (Array.isArray(english) && Array.isArray(other) && english.some(isObj))
    return english.map((item, i) => overlay(item, other[i]));
  return other;
}

/**
 * Gives the documents just seeded from content/<file> (documentIds, in file order) their Indonesian
 * version from content/id/<file>, published; resolveRefs turns media and relation references into ids.
 */
async function seedOtherLocale(strapi, seeder, documentIds, resolveRefs) {
  const model = strapi.getModel(seeder.uid);
  if (!(model.pluginOptions && model.pluginOptions.i18n && model.pluginOptions.i18n.localized)) return;
  if (!existsSync(join(contentDir(), OTHER_LOCALE, seeder.file))) return;
  const single = model.kind === "singleType";
  const english = readContent(seeder.file);
  const other = readContent(`${OTHER_LOCALE}/${seeder.file}`);
  const englishEntries = single ? [english] : english;
  for (const [i, source] of englishEntries.entries()) {
    const match = single ? other : "id" in source ? other.find((o) => o.id === source.id) : other[i];
    const data = seedData(strapi, seeder, overlay(source, match), i + 1);
    for (const name of Object.keys(data)) {
      const attribute = model.attributes[name];
      // Strapi's i18n treats every uid and relation as localized whatever pluginOptions say: given per locale.
      const perLocale =
        attribute &&
        (attribute.type === "uid" ||
          attribute.type === "relation" ||
          (attribute.pluginOptions && attribute.pluginOptions.i18n && attribute.pluginOptions.i18n.localized));
      if (!perLocale) delete data[name];
    }
    const where = `content/${OTHER_LOCALE}/${seeder.file} entry ${i + 1}`;
    try {
      const resolved = await resolveRefs(data);
      await strapi.documents(seeder.uid).update({ documentId: documentIds[i], locale: OTHER_LOCALE, data: resolved });
      await strapi.documents(seeder.uid).publish({ documentId: documentIds[i], locale: OTHER_LOCALE });
    } catch (error) {
      const details = (error.details && error.details.errors) || [];
      const fields = details.map((e) => `\n  field "${(e.path || []).join(".")}": ${e.message}`).join("");
      throw new Error(`Seeding the CMS (${OTHER_LOCALE}): ${where} could not be written: ${error.message}${fields}`);
    }
  }
}

module.exports = { seedOtherLocale, OTHER_LOCALE };
