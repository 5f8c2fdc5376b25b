const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::visitor-data-removal.visitor-data-removal");
