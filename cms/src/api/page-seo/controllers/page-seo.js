const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreController("api::page-seo.page-seo");
