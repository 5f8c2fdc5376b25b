const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreService("api::team-member.team-member");
