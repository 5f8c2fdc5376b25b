import React, { forwardRef, type ReactNode } from "react";
import { useLocale } from "../../i18n/page-locale";
import { localePath } from "../../rules/locales";

/** The one address and parameter of the site search: /search/?q= (/id/search/ on Indonesian pages). */
export const SEARCH_PATH = "/search/";
export const SEARCH_WORDS = "q";

type SearchFormProps = {
  id: string;
  label: string;
  className?: string;
  inputClassName?: string;
  placeholder?: string;
  describedBy?: string;
  children?: ReactNode;
};

/**
 * A plain GET to the site search (src/pages/search.tsx), in the page's language: it works before the
 * page's JavaScript has run, and without it. `children`: a submit button, where the form shows one.
 */
export const SearchForm = forwardRef<HTMLInputElement, SearchFormProps>(function SearchForm(
  { id, label, className, inputClassName, placeholder, describedBy, children },
  ref,
) {
  const locale = useLocale();
  return (
    <form role="search" method="get" action={localePath(locale, SEARCH_PATH)} className={className}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={SEARCH_WORDS}
        type="search"
        required
        placeholder={placeholder}
        aria-describedby={describedBy}
        className={inputClassName}
      />
      {children}
    </form>
  );
});
