import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderInPage as render } from "../support/page-locale";
import { FaqBrowser } from "../../src/components/sections/faq-browser";

const faq = (contentId: string, category: string, order: number) => ({
  contentId,
  lang: "en",
  category,
  order,
  title: `Q ${contentId}`,
  text: `A ${contentId}`,
});

it("shows no tabs when only one category is visible, questions by order with the first open", () => {
  render(
    <FaqBrowser
      categories={[
        { contentId: "general", lang: "en", name: "General", show: true },
        { contentId: "seo", lang: "en", name: "SEO", show: false },
      ]}
      faqs={[faq("b", "general", 2), faq("a", "general", 1), faq("c", "seo", 1)]}
    />,
  );
  expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  const buttons = screen.getAllByRole("button");
  expect(buttons.map((b) => b.textContent)).toEqual(["Q a", "Q b"]);
  expect(buttons[0]).toHaveAttribute("aria-expanded", "true");
  expect(buttons[1]).toHaveAttribute("aria-expanded", "false");
});

it("says so for an empty category", async () => {
  const user = userEvent.setup();
  render(
    <FaqBrowser
      categories={[
        { contentId: "general", lang: "en", name: "General", show: true },
        { contentId: "marketing", lang: "en", name: "Marketing", show: true },
      ]}
      faqs={[faq("a", "general", 1)]}
    />,
  );
  await user.click(screen.getByRole("tab", { name: "Marketing" }));
  expect(screen.getByText("No FAQs found for this category.")).toBeInTheDocument();
  expect(screen.getByRole("tab", { name: "Marketing" })).toHaveAttribute("aria-selected", "true");
});
