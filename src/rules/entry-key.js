"use strict";
// How content names an entry of another type, in the CMS as in content/: by its key, the one uid field
// of its type that both languages share (a team member's memberId, an article's postId). The build asks
// Strapi for it (src/data/cms/cms-populate.ts), maps relations back to it (src/data/cms/cms-values.ts),
// and the seed turns a content id into the relation (cms/src/seed/convert.js). Plain CommonJS, so the
// site and cms/ read the same rule.

/**
 * The uid fields of a content type that both languages share, from its attributes (schema.json's):
 * its key when there is exactly one.
 * @param {Record<string, { type: string, pluginOptions?: { i18n?: { localized?: boolean } } }>} attributes
 * @returns {string[]}
 */
const sharedUids = (attributes) =>
  Object.entries(attributes)
    .filter(([, attribute]) => attribute.type === "uid" && attribute.pluginOptions?.i18n?.localized === false)
    .map(([name]) => name);

/**
 * The key field of a content type that relations point at; fails unless it has exactly one.
 * @param {Parameters<typeof sharedUids>[0]} attributes
 * @param {string} uid the type's uid, for the message
 */
function entryKey(attributes, uid) {
  const keys = sharedUids(attributes);
  if (keys.length !== 1)
    throw new Error(`${uid} needs exactly one uid field shared by the languages for relations to it, has: ${keys}`);
  return keys[0];
}

/**
 * The key field of a content type, or undefined when it has none (its entries are not referred to).
 * @param {Parameters<typeof sharedUids>[0]} attributes
 */
const keyIfAny = (attributes) => {
  const keys = sharedUids(attributes);
  return keys.length === 1 ? keys[0] : undefined;
};

module.exports = { entryKey, keyIfAny };
