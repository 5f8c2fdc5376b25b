const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::team-profile.team-profile");
