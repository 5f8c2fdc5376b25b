const { factories } = require("@strapi/strapi");
module.exports = factories.createCoreController("api::publish-status.publish-status");
