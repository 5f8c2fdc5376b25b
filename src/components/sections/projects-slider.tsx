import React, { useEffect, useRef } from "react";
import { ProjectCard, type PortfolioCard } from "./project-card";
import "swiper/css";
import "swiper/css/pagination";
import * as styles from "./projects-slider.module.css";
import { useTexts } from "../../i18n/page-locale";

export const SLIDER_OPTIONS = {
  slidesPerView: 1,
  spaceBetween: 24,
  breakpoints: { 640: { slidesPerView: 1 }, 900: { slidesPerView: 2 }, 1600: { slidesPerView: 3.5 } },
} as const;

/**
 * 'A Look at What We've Shipped'. The cards are in the server HTML, laid out like the slider;
 * swiper is downloaded only when the section nears the viewport and then enhances them.
 */
export function ProjectsSlider({ projects }: { projects: ReadonlyArray<PortfolioCard> }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const texts = useTexts();

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const observer = new IntersectionObserver(
      async (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const [{ default: Swiper }, { A11y, Mousewheel, Pagination }] = await Promise.all([
          import("swiper"),
          import("swiper/modules"),
        ]);
        if (cancelled) return;
        const swiper = new Swiper(root, {
          ...SLIDER_OPTIONS,
          breakpoints: { ...SLIDER_OPTIONS.breakpoints },
          modules: [A11y, Mousewheel, Pagination],
          mousewheel: { forceToAxis: true },
          pagination: { el: paginationRef.current, clickable: true, bulletElement: "button" },
          a11y: { enabled: true },
        });
        root.dataset.enhanced = "true";
        destroy = () => swiper.destroy();
      },
      { rootMargin: "300px" },
    );
    observer.observe(root);
    return () => {
      cancelled = true;
      observer.disconnect();
      destroy?.();
    };
  }, []);

  return (
    <section className={styles.section} aria-labelledby="projects-slider-title">
      <div className="container">
        <h2 id="projects-slider-title">{texts.home.projectsTitle}</h2>
      </div>
      <div className={styles.frame}>
        <div ref={rootRef} className={`swiper ${styles.slider}`}>
          <ul className="swiper-wrapper">
            {projects.map((project) => (
              <li key={project.pagePath} className={`swiper-slide ${styles.slide}`}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </div>
        <div ref={paginationRef} className={styles.pagination} />
      </div>
    </section>
  );
}
