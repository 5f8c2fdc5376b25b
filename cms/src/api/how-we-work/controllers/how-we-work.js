const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreController("api::how-we-work.how-we-work");
