const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::contact-message.contact-message");
