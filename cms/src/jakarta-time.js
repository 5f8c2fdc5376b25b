"use strict";
// How the CMS writes a time for editors in Publish status: the agency's own zone, named.
const TIME_ZONE = "Asia/Jakarta";

/** "28 Nov 2026, 06:04 (Jakarta)" */
const jakartaTime = (time = new Date()) =>
  `${new Date(time).toLocaleString("en-GB", { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" })} (Jakarta)`;

module.exports = { TIME_ZONE, jakartaTime };
