"use strict";
// The CMS's one public write route: POST /api/visitor-forms/contact | comment | notify, from the site's
// pages (the only part of /api that deploy/cms.nginx.conf lets the internet reach). No token: who may
// send is decided by the route itself (services/visitor-form.js).
module.exports = {
  routes: [{ method: "POST", path: "/visitor-forms/:form", handler: "visitor-form.receive", config: { auth: false } }],
};
