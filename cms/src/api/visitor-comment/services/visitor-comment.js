const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreService("api::visitor-comment.visitor-comment");
