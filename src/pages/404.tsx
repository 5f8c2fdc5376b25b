import React, { useEffect, useState } from "react";
import { navigate, type HeadFC, type PageProps } from "gatsby";
import { Link } from "../i18n/link";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import type { PageLocale } from "../i18n/page-locale";
import { localeOfPath, localePath } from "../rules/locales";
import * as styles from "./404.module.css";
import { useTexts } from "../i18n/page-locale";

type Missing = "page" | "service" | "project";

/** What is missing, by the address in any language (/service/x, /id/service/x). */
function missingKind(pathname: string): Missing {
  const english = pathname.slice(localePath(localeOfPath(pathname), "/").length - 1);
  if (/^\/service\/./.test(english)) return "service";
  if (/^\/ourworks\/./.test(english)) return "project";
  return "page";
}

/**
 * Served (with status 404) for every unknown URL. An unknown service says so; an unknown project
 * goes on to /ourworks, as the spec says. The kind is read after hydration: the HTML is built once
 * for all unknown URLs, so reading the address during render would not match it.
 */
export default function NotFoundPage({ location, pageContext }: PageProps<object, PageLocale>) {
  const [kind, setKind] = useState<Missing>("page");
  const texts = useTexts();
  useEffect(() => {
    const current = missingKind(location.pathname);
    setKind(current);
    if (current === "project") navigate(localePath(pageContext.locale, "/ourworks"), { replace: true });
  }, [location.pathname, pageContext.locale]);

  return (
    <Layout>
      <section className={`container ${styles.notFound}`} aria-live="polite">
        {kind === "service" && <h1>{texts.notFound.serviceNotFound}</h1>}
        {kind === "project" && <h1>{texts.notFound.loadingProject}</h1>}
        {kind === "page" && (
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

export const Head: HeadFC<object, PageLocale> = ({ pageContext }) => <Seo page={pageContext} title={pageContext.texts.head.notFound.title} description={pageContext.texts.head.notFound.description} noindex />;
