import React from "react";
import { screen } from "@testing-library/react";
import { renderInPage as render } from "../support/page-locale";
import { ProjectDetail } from "../../src/components/sections/project-detail";

const bare = {
  title: "Bare Project",
  category: "Web Development",
  client: null,
  date: null,
  websiteUrl: null,
  subtitle: null,
  description: "Only text",
  details: [
    { title: null, text: "First" },
    { title: "Named", text: "Second" },
  ],
  banner: null,
  detailImage: null,
} as unknown as Queries.ProjectDetailFieldsFragment;

it("shows every placeholder of the spec when fields are missing", () => {
  render(<ProjectDetail project={bare} />);
  for (const text of [
    "Banner image not available",
    "Detail image not available",
    "Client information not available",
    "Date not specified",
    "Not available",
    "Project Details",
  ]) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
  expect(screen.getByRole("heading", { name: "Phase 1" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "Named" })).toBeInTheDocument();
});

it("links Visit Web in a new tab when there is a URL", () => {
  render(<ProjectDetail project={{ ...bare, websiteUrl: "https://example.com/x" }} />);
  const link = screen.getByRole("link", { name: /example.com\/x/ });
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
});
