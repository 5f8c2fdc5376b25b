const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::pricing-plan.pricing-plan");
