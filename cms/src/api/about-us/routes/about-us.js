const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::about-us.about-us");
