// The blog's sidebar: without a Blog sidebar entry (the editors' recent posts) it still offers the
// search and the categories and tags counted from the articles; only the recent posts are left out.
import React from "react";
import { screen } from "@testing-library/react";
import { renderInPage } from "../support/page-locale";
import { BlogSidebar } from "../../src/components/sections/blog-sidebar";
import type { BlogSubjects } from "../../src/lib/blog-subjects";

const subjects: BlogSubjects = {
  categories: [{ name: "Business", lang: "en", path: "/blog/category/business/", count: 2 }],
  tags: [{ name: "Studio", lang: "en", path: "/blog/tag/studio/", count: 1 }],
};
const recent = {
  recentPostEntries: [
    { contentId: "post-1", lang: "en", title: "How we build", pagePath: "/blog/how-we-build/", date: "12 March 2025" },
  ],
} as unknown as Queries.BlogSidebarFieldsFragment;
const headings = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

test("with the editors' recent posts: search, categories, recent posts and tags", () => {
  renderInPage(<BlogSidebar sidebar={recent} subjects={subjects} />);
  expect(screen.getByRole("searchbox")).toBeTruthy();
  expect(headings()).toEqual(["Categories", "Recent posts", "Tags"]);
  expect(screen.getByRole("link", { name: "Business" }).getAttribute("href")).toBe("/blog/category/business/");
});

test("without a Blog sidebar entry: search, categories and tags stay; no empty recent posts", () => {
  renderInPage(<BlogSidebar sidebar={null} subjects={subjects} />);
  expect(screen.getByRole("searchbox")).toBeTruthy();
  expect(headings()).toEqual(["Categories", "Tags"]);
  expect(screen.getByRole("link", { name: "Studio" }).getAttribute("href")).toBe("/blog/tag/studio/");
});
