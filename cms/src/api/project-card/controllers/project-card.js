const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreController("api::project-card.project-card");
