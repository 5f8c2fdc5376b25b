import React from "react";
import { Link, type HeadFC } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import * as styles from "./404.module.css";

export default function NotFoundPage() {
  return (
    <Layout>
      <section className={`container ${styles.notFound}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>We can't find the page you are looking for</h1>
        <Link to="/" className={styles.home}>
          Return to homepage
        </Link>
      </section>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Page not found" pathname={location.pathname} noindex />;
