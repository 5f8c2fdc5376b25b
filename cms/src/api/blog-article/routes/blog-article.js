const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::blog-article.blog-article");
