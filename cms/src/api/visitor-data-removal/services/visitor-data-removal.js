const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreService("api::visitor-data-removal.visitor-data-removal");
