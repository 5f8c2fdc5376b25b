const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::about-team-member.about-team-member");
