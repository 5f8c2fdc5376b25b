const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreController("api::visitor-data-removal.visitor-data-removal");
