"use strict";
// Approach steps (api::approach.approach) as editors see it in the admin; the format is described in
// cms/src/editor-labels.js.

module.exports = {
  edit: [["web"], ["blockchain"], ["ai"], ["uiux"]],
  fields: {
    web: ["Web approach", "The Our approach steps on the services page and on services whose title contains 'web'."],
    blockchain: ["Blockchain approach", "The steps on services whose title contains 'blockchain'."],
    ai: ["AI approach", "The steps on services whose title contains 'ai' (and not 'web' or 'blockchain')."],
    uiux: ["UI/UX approach", "The steps on every other service."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Langkah-langkah pendekatan",
    fields: {
      web: ["Pendekatan web", "Langkah Pendekatan kami di halaman layanan dan di layanan yang judulnya memuat 'web'."],
      blockchain: ["Pendekatan blockchain", "Langkah di layanan yang judulnya memuat 'blockchain'."],
      ai: ["Pendekatan AI", "Langkah di layanan yang judulnya memuat 'ai' (tanpa 'web' atau 'blockchain')."],
      uiux: ["Pendekatan UI/UX", "Langkah di semua layanan lainnya."],
    },
  },
};
