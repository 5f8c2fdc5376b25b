const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::project-card.project-card");
