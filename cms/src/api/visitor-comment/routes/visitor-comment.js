const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::visitor-comment.visitor-comment");
