"use strict";
// Social link (site.social-link) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "name",
  edit: [["name", "icon"], [["url", 12]]],
  fields: {
    name: ["Name", "The network's name, read by screen readers for the icon link."],
    icon: [
      "Icon",
      "twitter, facebook, instagram and linkedin have their own icons; youtube, github, dribbble and behance show a generic link icon.",
    ],
    url: ["Profile address", "The full address of the profile, starting with https://; it opens in a new tab."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Tautan media sosial",
    fields: {
      name: ["Nama", "Nama media sosial, dibacakan pembaca layar untuk tautan ikon."],
      icon: [
        "Ikon",
        "twitter, facebook, instagram, dan linkedin punya ikon sendiri; youtube, github, dribbble, dan behance memakai ikon tautan umum.",
      ],
      url: ["Alamat profil", "Alamat lengkap profil, diawali https://; terbuka di tab baru."],
    },
  },
};
