import React from "react";
import { BlocksRenderer, type BlocksContent } from "@strapi/blocks-react-renderer";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Link } from "../../i18n/link";
import { useTexts } from "../../i18n/page-locale";
import * as styles from "./article-body.module.css";

/**
 * An article's body (Strapi's blocks, from the CMS or content/) rendered by Strapi's own renderer into
 * React elements, never an HTML string. Links and images go through the site's own: a site address
 * through Link (kept in the page's language), any other (already refused at build unless https:) as
 * a link to another site opening in a new tab (as every such link of the site, said to screen readers);
 * an image through gatsby-plugin-image, lazy, with its size and alternative text. A site address in an
 * Indonesian body is that page's Indonesian one already (src/data/nodes/localized-values.ts).
 */
export function ArticleBody({
  body,
  images,
  lang,
}: {
  body: unknown;
  images: ReadonlyArray<IGatsbyImageData | null>;
  lang?: string;
}) {
  const texts = useTexts();
  return (
    <div className={styles.body} lang={lang}>
      <BlocksRenderer
        content={body as BlocksContent}
        blocks={{
          link: ({ url, children }) =>
            url.startsWith("/") ? (
              <Link to={url}>{children}</Link>
            ) : (
              <a href={url} target="_blank" rel="noopener noreferrer">
                {children}
                <span className="visually-hidden"> {texts.common.opensInNewTab}</span>
              </a>
            ),
          image: ({ image }) => {
            // the build gave each image block its place among the body's images (image-links.ts)
            const { index, alternativeText } = image as unknown as { index: number; alternativeText: string };
            const data = images[index];
            return data ? (
              <GatsbyImage image={data} alt={alternativeText} className={styles.image} loading="lazy" />
            ) : null;
          },
          // A long line scrolls inside the block on a phone: focusable, so a keyboard can scroll it too.
          code: ({ plainText }) => (
            <pre className={styles.code} tabIndex={0}>
              <code>{plainText}</code>
            </pre>
          ),
        }}
      />
    </div>
  );
}
