const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreController("api::blog-sidebar.blog-sidebar");
