const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreService("api::publish-status.publish-status");
