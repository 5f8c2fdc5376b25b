import React from "react";
import { Link as GatsbyLink, type GatsbyLinkProps } from "gatsby";
import { useLocale } from "./page-locale";
import { localeOfPath, localePath } from "../rules/locales";

/**
 * Gatsby's Link, kept in the page's language: an address written in English (/contact-us) leads to
 * the page in the page's language (/id/contact-us on an Indonesian page). An address already in a
 * language (a node's pagePath) is left as it is. Every site link goes through here, except the
 * language switch, which leads to the other language on purpose.
 */
export function Link<TState>({ to, ...props }: Omit<GatsbyLinkProps<TState>, "ref">) {
  const locale = useLocale();
  const localized = to.startsWith("/") && localeOfPath(to) !== locale ? localePath(locale, to) : to;
  return <GatsbyLink to={localized} {...props} />;
}
