import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { imageData } from "../../lib/image-data";
import { RichText } from "../ui/rich-text";
import * as styles from "./testimonial-card.module.css";
import { usePageLocale } from "../../i18n/page-locale";
import { formatNumber } from "../../lib/numbers";
import { useContentLang } from "../../i18n/content-lang";
import { fill } from "../../i18n/fill";

export const TESTIMONIAL_LIMIT = 4;

export const fragment = graphql`
  fragment TestimonialFields on Testimonial {
    contentId
    lang
    rating
    title
    description
    author
    designation
    designationLang
    image {
      childImageSharp {
        gatsbyImageData(width: 64, height: 64, layout: FIXED, placeholder: BLURRED)
      }
    }
    imageAlt
  }
`;

/** A client's words with the star rating (readable as text by screen readers). */
export function TestimonialCard({ testimonial }: { testimonial: Queries.TestimonialFieldsFragment }) {
  const image = imageData(testimonial.image);
  const { locale, texts } = usePageLocale();
  const langOf = useContentLang();
  const lang = langOf(testimonial);
  // a job title kept in English in a translated testimonial (content-model.ts's jobTitle())
  const designationLang = langOf({ lang: testimonial.designationLang });
  return (
    <figure className={styles.card}>
      <p
        className={styles.stars}
        role="img"
        aria-label={fill(texts.testimonials.rating, { rating: formatNumber(testimonial.rating, locale) })}
      >
        {"★".repeat(testimonial.rating)}
        {"☆".repeat(Math.max(0, 5 - testimonial.rating))}
      </p>
      <blockquote className={styles.quote} lang={lang}>
        <p className={styles.title}>{testimonial.title}</p>
        <RichText text={testimonial.description} />
      </blockquote>
      <figcaption className={styles.author} lang={lang}>
        {image && <GatsbyImage image={image} alt={testimonial.imageAlt} className={styles.avatar} />}
        <span>
          <strong>{testimonial.author}</strong>
          <br />
          {designationLang === lang ? (
            testimonial.designation
          ) : (
            <span lang={designationLang}>{testimonial.designation}</span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
