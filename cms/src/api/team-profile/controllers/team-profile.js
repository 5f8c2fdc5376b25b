const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreController("api::team-profile.team-profile");
