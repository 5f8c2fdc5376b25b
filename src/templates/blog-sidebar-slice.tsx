import React from "react";
import { graphql, type SliceComponentProps } from "gatsby";
import { BlogSidebar } from "../components/sections/blog-sidebar";
import { LocaleProvider } from "../i18n/page-locale";
import type { BlogSidebarSliceContext } from "../lib/blog-subjects";

/**
 * The blog's sidebar of one language, as a Gatsby slice (blogSidebarSliceId): Gatsby renders it apart
 * from the pages, without their context, so it gives its language itself.
 */
export default function BlogSidebarSlice({
  data,
  sliceContext,
}: SliceComponentProps<Queries.BlogSidebarSliceQuery, BlogSidebarSliceContext>) {
  return (
    <LocaleProvider locale={sliceContext.locale}>
      <BlogSidebar sidebar={data.sidebar} subjects={sliceContext.blogSubjects} texts={sliceContext.texts} />
    </LocaleProvider>
  );
}

export const query = graphql`
  query BlogSidebarSlice($locale: String!) {
    sidebar(locale: { eq: $locale }) {
      ...BlogSidebarFields
    }
  }
`;
