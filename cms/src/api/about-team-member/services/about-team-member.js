const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreService("api::about-team-member.about-team-member");
