const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreService("api::notify-signup.notify-signup");
