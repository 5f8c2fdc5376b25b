import React, { useEffect } from "react";
import { MapContainer, Marker, Popup, TileLayer, ZoomControl, useMap } from "react-leaflet";
import { divIcon, type LeafletEvent, type Popup as LeafletPopup } from "leaflet";
import { useTexts } from "../../i18n/page-locale";
import { fill } from "../../i18n/fill";

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
// Leaflet's stylesheet is linked only here, from /vendor, where the build's onPreBootstrap
// (pre-bootstrap.ts) copies it: imported through webpack it would be inlined into the head of every page.
export const LEAFLET_CSS = "/vendor/leaflet.css";

const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Leaflet's own credit link, its title in the page's language (its flag and text kept). */
function LeafletCredit({ title }: { title: string }) {
  const map = useMap();
  useEffect(() => {
    const control = map.attributionControl;
    const prefix = control?.options.prefix;
    if (typeof prefix === "string")
      control.setPrefix(prefix.replace(/title="[^"]*"/, `title="${title.replace(/"/g, "&quot;")}"`));
  }, [map, title]);
  return null;
}

export default function ContactMap({ location }: { location: MapLocation }) {
  const texts = useTexts();
  const t = texts.contactMap;
  // Leaflet names the popup's close button in English; named here in the page's language.
  const namePopupClose = (event: LeafletEvent) =>
    (event.target as LeafletPopup)
      .getElement()
      ?.querySelector(".leaflet-popup-close-button")
      ?.setAttribute("aria-label", t.closePopup);
  useEffect(() => {
    if (document.querySelector(`link[href="${LEAFLET_CSS}"]`)) return;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = LEAFLET_CSS;
    document.head.appendChild(link);
  }, []);
  return (
    <MapContainer
      center={[location.lat, location.lng]}
      zoom={location.zoom}
      scrollWheelZoom={false}
      zoomControl={false}
      style={{ height: "100%", width: "100%" }}
    >
      <ZoomControl zoomInTitle={t.zoomIn} zoomOutTitle={t.zoomOut} />
      <LeafletCredit title={t.leafletTitle} />
      <TileLayer
        attribution={`&copy; ${fill(t.attribution, { link: OSM_LINK })}`}
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
      />
      {/* A div icon ignores alt; the title names the marker button for screen readers. */}
      <Marker position={[location.lat, location.lng]} icon={pin} alt={t.marker} title={t.markerTitle}>
        <Popup eventHandlers={{ add: namePopupClose }}>{location.address}</Popup>
      </Marker>
    </MapContainer>
  );
}
