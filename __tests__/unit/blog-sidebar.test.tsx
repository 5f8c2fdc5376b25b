// The blog's sidebar: without a Blog sidebar entry (the editors' recent posts) it still offers the
// search and the categories and tags counted from the articles; only the recent posts are left out.
// Rendered as Gatsby renders its slice: apart from any page, with only the slice's context.
import React from "react";
import { render, screen } from "@testing-library/react";
import BlogSidebarSlice from "../../src/templates/blog-sidebar-slice";
import type { BlogSidebarSliceContext, BlogSubjects } from "../../src/lib/blog-subjects";
import { FIXED_TEXTS } from "../../src/i18n/fixed-texts";
import type { Locale } from "../../src/rules/locales";

const subjects: BlogSubjects = {
  categories: [{ name: "Business", lang: "en", path: "/blog/category/business/", count: 2 }],
  tags: [{ name: "Studio", lang: "en", path: "/blog/tag/studio/", count: 1 }],
};
const recent = {
  recentPostEntries: [
    { contentId: "post-1", lang: "en", title: "How we build", pagePath: "/blog/how-we-build/", date: "12 March 2025" },
  ],
} as unknown as Queries.BlogSidebarFieldsFragment;
const renderSlice = (sidebar: Queries.BlogSidebarFieldsFragment | null, locale: Locale = "en") => {
  const sliceContext: BlogSidebarSliceContext = { locale, texts: FIXED_TEXTS[locale].blog, blogSubjects: subjects };
  render(<BlogSidebarSlice data={{ sidebar } as Queries.BlogSidebarSliceQuery} sliceContext={sliceContext} />);
};
const headings = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

test("with the editors' recent posts: search, categories, recent posts and tags", () => {
  renderSlice(recent);
  expect(screen.getByRole("searchbox")).toBeTruthy();
  expect(headings()).toEqual(["Categories", "Recent posts", "Tags"]);
  expect(screen.getByRole("link", { name: "Business" }).getAttribute("href")).toBe("/blog/category/business/");
});

test("without a Blog sidebar entry: search, categories and tags stay; no empty recent posts", () => {
  renderSlice(null);
  expect(screen.getByRole("searchbox")).toBeTruthy();
  expect(headings()).toEqual(["Categories", "Tags"]);
  expect(screen.getByRole("link", { name: "Studio" }).getAttribute("href")).toBe("/blog/tag/studio/");
});

test("in Indonesian: its texts, its numbers and its search in the slice's language", () => {
  renderSlice(recent, "id");
  expect(headings()).toEqual(["Kategori", "Artikel terbaru", "Tag"]);
  expect(screen.getByRole("search").getAttribute("action")).toBe("/id/search/");
  expect(screen.getByRole("link", { name: "Business" }).getAttribute("href")).toBe("/id/blog/category/business/");
});
