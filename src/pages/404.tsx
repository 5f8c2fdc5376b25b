import React, { useEffect, useState } from "react";
import { Link, navigate, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import * as styles from "./404.module.css";
import { useTexts } from "../i18n/page-locale";

type Missing = "page" | "service" | "project";

function missingKind(pathname: string): Missing {
  if (/^\/service\/./.test(pathname)) return "service";
  if (/^\/ourworks\/./.test(pathname)) return "project";
  return "page";
}

/**
 * Served (with status 404) for every unknown URL. An unknown service says so; an unknown project
 * goes on to /ourworks, as the spec says. The kind is read after hydration: the HTML is built once
 * for all unknown URLs, so reading the address during render would not match it.
 */
export default function NotFoundPage({ location }: PageProps) {
  const [kind, setKind] = useState<Missing>("page");
  const texts = useTexts();
  useEffect(() => {
    const current = missingKind(location.pathname);
    setKind(current);
    if (current === "project") navigate("/ourworks", { replace: true });
  }, [location.pathname]);

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

export const Head: HeadFC = ({ location }) => <Seo title="Page not found" description="The page you asked for is not on the Nusakode site. Find our services, works and contact details from the home page." pathname={location.pathname} noindex />;
