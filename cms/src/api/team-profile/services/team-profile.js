const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreService("api::team-profile.team-profile");
