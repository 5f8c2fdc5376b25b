const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::blog-sidebar.blog-sidebar");
