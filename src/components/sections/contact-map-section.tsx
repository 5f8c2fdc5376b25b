import React, { Suspense, lazy, useRef } from "react";
import { useNearViewport } from "../../hooks/use-near-viewport";
import type { MapLocation } from "./contact-map";
import * as styles from "./contact-map-section.module.css";
import { useTexts } from "../../i18n/page-locale";
import { fill } from "../../i18n/fill";

const ContactMap = lazy(() => import("./contact-map"));

/**
 * A box of fixed size that holds the map. Leaflet and the map code are downloaded only when the box
 * nears the viewport; until then (and without JavaScript) it shows the address, so nothing shifts.
 */
export function ContactMapSection({ location }: { location: MapLocation }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, "300px");
  const texts = useTexts();
  const placeholder = (
    <p className={styles.placeholder}>{fill(texts.contactMap.placeholder, { address: location.address })}</p>
  );
  return (
    <section
      aria-label={texts.contactMap.label}
      className={styles.box}
      ref={ref}
      data-map-state={near ? "loading" : "waiting"}
    >
      {near ? (
        <Suspense fallback={placeholder}>
          <ContactMap location={location} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
