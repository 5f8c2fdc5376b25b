const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreService("api::marquee-slide.marquee-slide");
