const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreController("api::notify-signup.notify-signup");
