const { IMAGE_TYPES, UPLOAD_SIZE_LIMIT } = require("../src/upload-rules");

module.exports = () => ({
  upload: {
    config: {
      sizeLimit: UPLOAD_SIZE_LIMIT,
      // Checked against the type read from the file's content (its name's when the content tells
      // nothing); SVG is named too because the plugin trusts a .svg name when the content reads as XML.
      security: { allowedTypes: IMAGE_TYPES, deniedTypes: ["image/svg+xml"] },
    },
  },
});
