"use strict";
// Publish status (api::publish-status.publish-status) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.

// Written by the build runner (deploy/publish.sh) and the backup (cms/scripts/backup.js, "Last backup")
// through their token (STATUS_API_TOKEN), which may only read and update this entry; readOnly: editors
// see it, the fields cannot be changed in the admin.
// The receiver (deploy/hooks.json) ignores this type's events, so a status update never starts a build.

module.exports = {
  readOnly: true,
  edit: [
    ["state", "lastResult"],
    ["lastBuildAt", "lastSuccessAt"],
    [["lastReason", 12]],
    ["liveRelease"],
    [["untranslated", 12]],
    [["leftOut", 12]],
    [["scheduleProblems", 12]],
    [["lastBackup", 12]],
  ],
  fields: {
    state: [
      "Build now",
      "idle: nothing to do; building: a build is running; pending: another publish arrived and will be built next.",
    ],
    lastResult: [
      "Last build",
      "success: the last build is live; failed: the live site did not change (the reason is below). The next publish tries again.",
    ],
    lastReason: [
      "Last build's message",
      "Why the last build failed (the entry and field the build refused), or what went live.",
    ],
    lastBuildAt: ["Last build finished at"],
    lastSuccessAt: ["Last live at", "When the site visitors see was last updated."],
    liveRelease: [
      "Live release",
      "The release folder visitors see (deploy/rollback.sh switches back to the one before).",
    ],
    untranslated: [
      "Shown in English on the Indonesian pages",
      "Entries and fields of the live site without Indonesian text yet, one per line: give them their Indonesian version (the language menu at the top of the entry).",
    ],
    leftOut: [
      "Not published, by entry",
      "What the live site's last build could not use (as under Last build's message), by content type, entry and language: each entry's own page in the admin shows its line at the top of the side panel.",
    ],
    lastBackup: [
      "Last backup",
      "Written by the CMS's nightly backup (its database and uploaded media): when the last one finished, or FAILED and why. A failure is also in the server's journal (journalctl -u nusakode-cms-backup); tell whoever runs the server.",
    ],
    scheduleProblems: [
      "Scheduled publishes that failed",
      "Written by the CMS when an entry's Publish at time came but it could not be published (the reason is given); that schedule is cancelled. Fix the entry, then publish it or set a new time. The latest five, newest first.",
    ],
  },
};
