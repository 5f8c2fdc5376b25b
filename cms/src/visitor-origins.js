"use strict";
// VISITOR_ORIGINS, comma-separated: the site's own origins (and the preview's) whose pages may send the
// public forms (api::visitor-form), "https://nusakode.id, https://preview.nusakode.id". Checked like
// CORS_ORIGINS (cors-origins.js): exact origins, never "*". None set: the route refuses every send.
const { corsOrigins } = require("./cors-origins");

const visitorOrigins = (env = process.env) => corsOrigins(env.VISITOR_ORIGINS ?? "", "VISITOR_ORIGINS");

module.exports = { visitorOrigins };
