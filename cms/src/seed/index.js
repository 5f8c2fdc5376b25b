"use strict";
// Seeds the CMS from the site's built-in content (../content, or SITE_CONTENT_DIR), images included,
// so a fresh CMS shows exactly what the site shows without it. Each content type is seeded on its
// own when it has no entries, so an older database gets the types added since. The whole plan is
// checked first (schema, images, relation targets): a content file that does not fit fails the start
// naming the file, the entry and the field, before anything is written.
const { contentDir, imagesDir, readContent } = require("./content");
const { seeders, seedData } = require("./types");
const { FieldError } = require("./convert");
const { MediaRef, DocRef } = require("./refs");
const { checkEntry } = require("./validate");
const { imageProblem, mediaLibrary } = require("./media");
const { seedOtherLocale } = require("./other-locale");

const entryName = (entry, position) => {
  if (position === null) return "";
  const id = entry && (entry.id ?? entry.slug ?? entry.title);
  return ` entry ${position}${id === undefined ? "" : ` (${JSON.stringify(id)})`}`;
};

/** The seeders whose content type is empty, each with its planned entries. */
async function plan(strapi) {
  const planned = [];
  const problems = [];
  for (const seeder of seeders) {
    if ((await strapi.db.query(seeder.uid).count()) > 0) continue;
    const single = strapi.getModel(seeder.uid).kind === "singleType";
    const content = readContent(seeder.file);
    if (single ? typeof content !== "object" || content === null || Array.isArray(content) : !Array.isArray(content)) {
      problems.push(`${seeder.file}: must hold ${single ? "one object" : "a list of entries"}`);
      continue;
    }
    const entries = (single ? [content] : content).map((source, i) => {
      const where = `${seeder.file}${entryName(source, single ? null : i + 1)}`;
      try {
        const data = seedData(strapi, seeder, source, i + 1);
        const found = checkEntry(strapi, seeder.uid, data);
        found.problems.forEach(({ field, problem }) => problems.push(`${where}: CMS field "${field}" ${problem}`));
        return { where, data, found };
      } catch (error) {
        // A FieldError names the field; anything else (a value of an unexpected shape) at least the entry.
        problems.push(`${where}: ${error instanceof FieldError ? error.message : `does not fit: ${error.message}`}`);
        return null;
      }
    });
    planned.push({
      seeder,
      entries: entries.filter(Boolean),
      ids: (single ? [] : content).map((source) => source && source.id),
    });
  }
  return { planned, problems };
}

/** Images that are missing and relations whose target is neither planned nor in the database. */
async function checkReferences(strapi, planned, problems) {
  // Other files refer to an entry by its content id (which the seeder stores as `key`); taken from
  // the content, so an entry that failed its own checks does not also fail everything pointing at it.
  const plannedKeys = new Map(
    planned.filter(({ seeder }) => seeder.key).map(({ seeder, ids }) => [seeder.uid, new Set(ids)]),
  );
  for (const { entries } of planned) {
    for (const { where, found } of entries) {
      for (const { ref } of found.media) {
        const problem = imageProblem(imagesDir(), ref.path);
        if (problem) problems.push(`${where}: field "${ref.from}" ${problem}`);
      }
      for (const { ref } of found.relations) {
        const exists = plannedKeys.has(ref.uid)
          ? plannedKeys.get(ref.uid).has(ref.value)
          : Boolean(await strapi.db.query(ref.uid).findOne({ where: { [ref.field]: ref.value }, select: ["id"] }));
        if (!exists)
          problems.push(
            `${where}: field "${ref.from}" refers to ${ref.uid} with ${ref.field} "${ref.value}", which does not exist`,
          );
      }
    }
  }
}

/** The data with placeholders replaced by media ids and document ids, and absent fields left out. */
async function resolve(strapi, value, media) {
  if (value instanceof MediaRef && value.whole) {
    const file = await strapi.db.query("plugin::upload.file").findOne({ where: { id: await media.idOf(value.path) } });
    return { ...file, alternativeText: value.alternativeText ?? file.alternativeText };
  }
  if (value instanceof MediaRef) return media.idOf(value.path);
  if (value instanceof DocRef) {
    const target = await strapi.db
      .query(value.uid)
      .findOne({ where: { [value.field]: value.value }, select: ["documentId"] });
    return target.documentId;
  }
  if (Array.isArray(value)) {
    const items = [];
    for (const item of value) items.push(await resolve(strapi, item, media));
    return items;
  }
  if (typeof value === "object" && value !== null) {
    const result = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) result[key] = await resolve(strapi, item, media);
    }
    return result;
  }
  return value;
}

async function seedFromSiteContent(strapi) {
  // The move to PostgreSQL (scripts/migrate-sqlite-to-postgres.js) loads the CMS on an empty database only
  // for its tables, which the copy then fills: seeding would upload images into the shared uploads folder.
  if (process.env.CMS_SKIP_SEED === "true") return;
  const started = Date.now();
  const { planned, problems } = await plan(strapi);
  if (planned.length === 0) return;
  await checkReferences(strapi, planned, problems);
  if (problems.length > 0) {
    throw new Error(`Seeding the CMS from ${contentDir()} failed; nothing was written:\n  ${problems.join("\n  ")}`);
  }

  const media = mediaLibrary(strapi, imagesDir());
  const seeded = [];
  for (const { seeder, entries } of planned) {
    const documentIds = [];
    for (const { where, data } of entries) {
      try {
        const created = await strapi
          .documents(seeder.uid)
          .create({ data: await resolve(strapi, data, media), status: "published" });
        documentIds.push(created.documentId);
      } catch (error) {
        const details = (error.details && error.details.errors) || [];
        const fields = details.map((e) => `\n  field "${(e.path || []).join(".")}": ${e.message}`).join("");
        throw new Error(`Seeding the CMS: ${where} could not be created: ${error.message}${fields}`);
      }
    }
    await seedOtherLocale(strapi, seeder, documentIds, (data) => resolve(strapi, data, media));
    seeded.push(strapi.getModel(seeder.uid).kind === "singleType" ? seeder.label : `${entries.length} ${seeder.label}`);
  }
  strapi.log.info(
    `Seeded the CMS from ${contentDir()}: ${seeded.join(", ")}; ${media.uploaded()} images uploaded, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

module.exports = { seedFromSiteContent };
