"use strict";
// Strapi's upload check (config/plugins.js) trusts a file's name when its content tells nothing: an
// HTML page named photo.png passes as image/png. The media library holds images only, so every upload
// and replacement is read before anything is stored: its content must be one of IMAGE_TYPES.
const { errors } = require("@strapi/utils");
const { IMAGE_TYPES, IMAGE_TYPE_NAMES } = require("./upload-rules");

async function assertImages(files) {
  const { fileTypeFromFile } = await import("file-type");
  for (const file of [files].flat().filter(Boolean)) {
    const path = file.filepath ?? file.path;
    const detected = path ? await fileTypeFromFile(path) : undefined;
    if (!detected || !IMAGE_TYPES.includes(detected.mime)) {
      const name = file.originalFilename ?? file.name ?? "This file";
      throw new errors.ValidationError(
        `${name} is not a ${IMAGE_TYPE_NAMES} image: the media library takes only these`,
      );
    }
  }
}

/** Wraps the upload plugin's upload and replace (the admin's media library and the REST API use them). */
function acceptImagesOnly(strapi) {
  const service = strapi.plugin("upload").service("upload");
  const { upload, replace } = service;
  service.upload = async (request, options) => {
    await assertImages(request.files);
    return upload.call(service, request, options);
  };
  service.replace = async (id, request, options) => {
    await assertImages(request.file);
    return replace.call(service, id, request, options);
  };
}

module.exports = { acceptImagesOnly };
