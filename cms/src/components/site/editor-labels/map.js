"use strict";
// Map location (site.map) as editors see it in the admin; the format is described in cms/src/editor-labels.js.

module.exports = {
  mainField: "address",
  edit: [["lat", "lng", "zoom"], [["address", 12]]],
  fields: {
    lat: ["Latitude", "The marker's latitude in decimal degrees, e.g. -6.2088 (south is negative)."],
    lng: ["Longitude", "The marker's longitude in decimal degrees, e.g. 106.8456."],
    zoom: ["Zoom", "From 1 (the whole world) to 19 (single buildings); 15 shows the streets around."],
    address: ["Address", "Shown when the visitor opens the map's marker."],
  },
  // In Indonesian (Profile > Interface language): the name, and each field's label and help text.
  indonesian: {
    name: "Lokasi peta",
    fields: {
      lat: ["Lintang", "Lintang penanda dalam derajat desimal, misalnya -6.2088 (selatan bernilai negatif)."],
      lng: ["Bujur", "Bujur penanda dalam derajat desimal, misalnya 106.8456."],
      zoom: ["Zoom", "Dari 1 (seluruh dunia) sampai 19 (per gedung); 15 menampilkan jalan di sekitar."],
      address: ["Alamat", "Tampil saat pengunjung membuka penanda peta."],
    },
  },
};
