// A small stand-in for gatsby in unit tests: Link renders an anchor; queries are not run.
import React from "react";

export const graphql = () => "";
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string };
export function Link({ to, activeClassName: _active, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/** Gatsby's slice placeholder: Gatsby stitches the slice in when it builds the page; here, only its mark. */
export function Slice({ alias }: { alias: string }) {
  return <div data-slice={alias} />;
}
