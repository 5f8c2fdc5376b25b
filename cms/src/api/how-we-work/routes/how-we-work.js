const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::how-we-work.how-we-work");
