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
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Status penerbitan",
    fields: {
      state: [
        "Build saat ini",
        "idle: tidak ada tugas; building: build sedang berjalan; pending: penerbitan lain masuk dan di-build berikutnya.",
      ],
      lastResult: [
        "Build terakhir",
        "success: build terakhir sudah tayang; failed: website tidak berubah (alasan di bawah). Penerbitan berikutnya mencoba lagi.",
      ],
      lastReason: [
        "Pesan build terakhir",
        "Alasan build terakhir gagal (entri dan kolom yang ditolak), atau apa yang tayang.",
      ],
      lastBuildAt: ["Build terakhir selesai pada"],
      lastSuccessAt: ["Terakhir tayang pada", "Kapan website yang tayang terakhir diperbarui."],
      liveRelease: [
        "Rilis yang tayang",
        "Folder rilis yang dilihat pengunjung (deploy/rollback.sh mengembalikannya ke folder sebelumnya).",
      ],
      untranslated: [
        "Tampil dalam bahasa Inggris di halaman bahasa Indonesia",
        "Entri dan kolom website yang tayang tanpa teks bahasa Indonesia, satu per baris. Lengkapi versi bahasa Indonesianya (menu bahasa di atas entri).",
      ],
      leftOut: [
        "Tidak diterbitkan, per entri",
        "Apa yang tidak bisa dipakai build terakhir website (seperti di Pesan build terakhir), per tipe konten, entri, dan bahasa. Halaman tiap entri di admin menampilkan barisnya di atas panel samping.",
      ],
      lastBackup: [
        "Cadangan terakhir",
        "Diisi oleh pencadangan malam hari CMS (database dan media yang diunggah): kapan pencadangan terakhir selesai, atau FAILED beserta alasannya. Kegagalan juga tercatat di journal server (journalctl -u nusakode-cms-backup); kabari pengelola server.",
      ],
      scheduleProblems: [
        "Penerbitan terjadwal yang gagal",
        "Diisi CMS bila entri gagal terbit pada waktu di Terbitkan pada (alasannya dicantumkan); jadwal itu dibatalkan. Perbaiki entrinya, lalu terbitkan atau atur waktu baru. Lima terakhir, yang terbaru di atas.",
      ],
    },
  },
};
