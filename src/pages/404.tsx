import React, { useEffect, useState } from "react";
import { navigate, type HeadFC, type PageProps } from "gatsby";
import { Link } from "../i18n/link";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { pageLocaleAt, usePageLocale, type PageLocale } from "../i18n/page-locale";
import { pageTypeOfPath, pageTypePath, type PageTypeName } from "../rules/page-types";
import * as styles from "./404.module.css";

/**
 * Served (with status 404) for every unknown URL. An unknown service says so; an unknown project goes
 * on to /ourworks, as the spec says (whenMissing, src/rules/page-types.js); an unknown entry of a type
 * without a heading of its own gets the page's. The kind is read after hydration: the HTML is built
 * once for all unknown URLs, so reading the address during render would not match it.
 */
export default function NotFoundPage({ location }: PageProps<object, PageLocale>) {
  // what is missing, by the address in any language (/service/x, /id/service/x): a page or an entry of a page type
  const [missing, setMissing] = useState<PageTypeName | "page">("page");
  // the address's language (in the browser this page stands for every unknown address: pageLocaleAt)
  const { texts, locale } = usePageLocale();
  useEffect(() => {
    const type = pageTypeOfPath(location.pathname);
    setMissing(type?.name ?? "page");
    if (type?.whenMissing === "list") navigate(pageTypePath(type.name, locale).replace(/\/$/, ""), { replace: true });
  }, [location.pathname, locale]);

  // an entry's own heading, where its page type has one (texts.notFound.entry)
  const entryHeading = missing === "page" ? undefined : texts.notFound.entry[missing];
  return (
    <Layout>
      <section className={`container ${styles.notFound}`} aria-live="polite">
        {entryHeading !== undefined && <h1>{entryHeading}</h1>}
        {entryHeading === undefined && (
          <>
            <p className={styles.code} aria-hidden="true">
              404
            </p>
            <h1>{texts.notFound.heading}</h1>
          </>
        )}
        <Link to="/" className={styles.home}>
          {texts.notFound.returnHome}
        </Link>
      </section>
    </Layout>
  );
}

export const Head: HeadFC<object, PageLocale> = ({ pageContext, location }) => {
  const page = pageLocaleAt(pageContext, location.pathname);
  return (
    <Seo
      page={page}
      title={page.texts.head.notFound.title}
      description={page.texts.head.notFound.description}
      noindex
    />
  );
};
