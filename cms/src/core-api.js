"use strict";
// Every content type in cms/src/api answers Strapi's REST routes through its core controller, service
// and router, made here from the type's name: what three generated files of one line each per type
// held before (factories.createCoreController and the like). A new content type is its schema and its
// labels. A type with a controller, service or routes file of its own keeps it.
const { factories } = require("@strapi/strapi");

/** Adds the core controller, service and router of every API content type that has none of its own. */
function addCoreApis(strapi) {
  for (const [apiName, api] of Object.entries(strapi.get("apis").getAll())) {
    for (const name of Object.keys(api.contentTypes)) {
      const uid = `api::${apiName}.${name}`;
      if (!api.controller(name))
        strapi.get("controllers").add(`api::${apiName}`, { [name]: factories.createCoreController(uid) });
      if (!api.service(name))
        strapi.get("services").add(`api::${apiName}`, { [name]: factories.createCoreService(uid) });
      if (!(name in api.routes)) api.routes = { ...api.routes, [name]: factories.createCoreRouter(uid) };
    }
  }
}

module.exports = { addCoreApis };
