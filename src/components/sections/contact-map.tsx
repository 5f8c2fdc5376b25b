import React, { useEffect } from "react";
import { MapContainer, Marker, Popup, TileLayer } from "react-leaflet";
import { divIcon } from "leaflet";

export interface MapLocation {
  lat: number;
  lng: number;
  zoom: number;
  address: string;
}

// An inline SVG pin: leaflet's default marker images do not survive bundling.
const pin = divIcon({
  className: "",
  html: '<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 0C7 0 0 7 0 16c0 12 16 26 16 26s16-14 16-26C32 7 25 0 16 0z" fill="#0f3d3e"/><circle cx="16" cy="16" r="6" fill="#f2c14e"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
  popupAnchor: [0, -38],
});

/** The office on OpenStreetMap tiles. Browser-only: loaded by ContactMapSection when near. */
// Leaflet's stylesheet is linked only here (copied to /vendor by gatsby-node): imported through
// webpack it would be inlined into the head of every page.
export const LEAFLET_CSS = "/vendor/leaflet.css";

export default function ContactMap({ location }: { location: MapLocation }) {
  useEffect(() => {
    if (document.querySelector(`link[href="${LEAFLET_CSS}"]`)) return;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = LEAFLET_CSS;
    document.head.appendChild(link);
  }, []);
  return (
    <MapContainer center={[location.lat, location.lng]} zoom={location.zoom} scrollWheelZoom={false} style={{ height: "100%", width: "100%" }}>
      <TileLayer attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors' url="https://tile.openstreetmap.org/{z}/{x}/{y}.png" />
      {/* A div icon ignores alt; the title names the marker button for screen readers. */}
      <Marker position={[location.lat, location.lng]} icon={pin} alt="Office location" title="Office location: show the address">
        <Popup>{location.address}</Popup>
      </Marker>
    </MapContainer>
  );
}
