const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreController("api::marquee-slide.marquee-slide");
