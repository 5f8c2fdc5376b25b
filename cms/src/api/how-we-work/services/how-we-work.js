const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreService("api::how-we-work.how-we-work");
