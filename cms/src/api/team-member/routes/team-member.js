const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::team-member.team-member");
