const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreController("api::visitor-comment.visitor-comment");
