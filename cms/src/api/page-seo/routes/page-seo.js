const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::page-seo.page-seo");
