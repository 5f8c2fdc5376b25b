const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreService("api::about-us.about-us");
