import React from "react";
import { ServiceCard } from "./service-card";
import * as styles from "./services-grid.module.css";
import { useTexts } from "../../i18n/page-locale";

/** 'We Build Scalable Web Solutions': service cards, two per row on large screens. */
export function ServicesGrid({
  services,
  title,
}: {
  services: ReadonlyArray<Queries.ServiceCardFieldsFragment>;
  title?: string;
}) {
  const texts = useTexts();
  return (
    <section className={`container ${styles.section}`} aria-labelledby="services-grid-title">
      <h2 id="services-grid-title">{title ?? texts.home.servicesTitle}</h2>
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
