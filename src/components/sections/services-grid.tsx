import React from "react";
import { ServiceCard } from "./service-card";
import * as styles from "./services-grid.module.css";

/** 'We Build Scalable Web Solutions': service cards, two per row on large screens. */
export function ServicesGrid({ services, title = "We Build Scalable Web Solutions" }: { services: ReadonlyArray<Queries.ServiceCardFieldsFragment>; title?: string }) {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="services-grid-title">
      <h2 id="services-grid-title">{title}</h2>
      <ul className={styles.grid}>
        {services.map((service) => (
          <li key={service.contentId}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </section>
  );
}
