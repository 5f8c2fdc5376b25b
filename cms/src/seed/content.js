"use strict";
// The site's built-in content, which a fresh CMS starts from: ../content, or SITE_CONTENT_DIR.
const fs = require("node:fs");
const path = require("node:path");

function contentDir() {
  return path.resolve(process.env.SITE_CONTENT_DIR || path.join(__dirname, "..", "..", "..", "content"));
}

function imagesDir() {
  return path.join(contentDir(), "images");
}

function readContent(file) {
  const full = path.join(contentDir(), file);
  try {
    return JSON.parse(fs.readFileSync(full, "utf8"));
  } catch (error) {
    throw new Error(`Seeding the CMS: cannot read ${full}: ${error.message}`);
  }
}

module.exports = { contentDir, imagesDir, readContent };
