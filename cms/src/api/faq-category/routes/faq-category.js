const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::faq-category.faq-category");
