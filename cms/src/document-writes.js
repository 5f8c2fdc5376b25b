"use strict";
// The document service's actions that write what an editor gave: a new entry, a change (a new language
// of an entry is an update too) and a duplicate (the list view's Duplicate: a copy of an entry with the
// fields the editor changed in its form). Every check at save hooks all three, so no way the admin
// offers of writing an entry goes around one.
const WRITES = new Set(["create", "update", "clone"]);

/** The writes that make a new entry: a create, or a duplicate. */
const NEW_ENTRIES = new Set(["create", "clone"]);

module.exports = { WRITES, NEW_ENTRIES };
