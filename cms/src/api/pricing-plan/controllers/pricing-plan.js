const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreController("api::pricing-plan.pricing-plan");
