"use strict";
// What the media library takes: images the site's build can make sizes from, up to a size an editor
// never needs to exceed. Anything else (SVG, HTML, scripts, documents) is refused before it is stored:
// uploads are served from the admin's own origin, where SVG or HTML could run script against editors'
// sessions. config/plugins.js gives these to Strapi's upload plugin; src/upload-images-only.js reads
// each file's content too. deploy/cms.nginx.conf's body limit leaves room for this size.
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"];
const IMAGE_TYPE_NAMES = "JPEG, PNG, WebP, AVIF or GIF";
const UPLOAD_SIZE_LIMIT = 10 * 1024 * 1024; // 10 MB

module.exports = { IMAGE_TYPES, IMAGE_TYPE_NAMES, UPLOAD_SIZE_LIMIT };
