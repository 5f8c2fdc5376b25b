const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreService("api::page-seo.page-seo");
