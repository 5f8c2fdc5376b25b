"use strict";
// Puts content/images files into Strapi's media library, each relative path once and named by it,
// so entries that share an image share one media file and a later start reuses what is there.
const fs = require("node:fs");
const path = require("node:path");

const MIME_TYPES = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

const mimeType = (name) => MIME_TYPES[path.extname(name).toLowerCase()];

/** Why a content image cannot be seeded, or null. */
function imageProblem(imagesDir, name) {
  const filepath = path.join(imagesDir, name);
  if (!path.resolve(filepath).startsWith(path.resolve(imagesDir) + path.sep))
    return `points outside content/images: ${name}`;
  if (!fs.existsSync(filepath) || !fs.statSync(filepath).isFile())
    return `names an image that does not exist: ${filepath}`;
  if (!mimeType(name)) return `names a file that is not a known image type: ${name}`;
  return null;
}

function mediaLibrary(strapi, imagesDir) {
  const upload = strapi.plugin("upload").service("upload");
  const ids = new Map();
  let settingsSet = false;
  let uploaded = 0;

  async function idOf(name) {
    if (ids.has(name)) return ids.get(name);
    const existing = await strapi.db.query("plugin::upload.file").findOne({ where: { name }, select: ["id"] });
    let id = existing && existing.id;
    if (!id) {
      if (!settingsSet) {
        // Store images as given: size optimisation re-encodes JPEGs (they can grow), responsive
        // formats and auto-orientation add or rewrite files the site does not use.
        await upload.setSettings({
          ...(await upload.getSettings()),
          sizeOptimization: false,
          responsiveDimensions: false,
          autoOrientation: false,
        });
        settingsSet = true;
      }
      const filepath = path.join(imagesDir, name);
      const [file] = await upload.upload({
        data: { fileInfo: { name, alternativeText: null, caption: null } },
        files: {
          filepath,
          originalFilename: path.basename(name),
          mimetype: mimeType(name),
          size: fs.statSync(filepath).size,
        },
      });
      id = file.id;
      uploaded += 1;
    }
    ids.set(name, id);
    return id;
  }

  return { idOf, uploaded: () => uploaded };
}

module.exports = { imageProblem, mediaLibrary };
