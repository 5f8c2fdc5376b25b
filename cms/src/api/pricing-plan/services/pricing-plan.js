const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreService("api::pricing-plan.pricing-plan");
