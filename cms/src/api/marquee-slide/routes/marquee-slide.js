const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::marquee-slide.marquee-slide");
