const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreRouter("api::publish-status.publish-status");
