const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::notify-signup.notify-signup");
