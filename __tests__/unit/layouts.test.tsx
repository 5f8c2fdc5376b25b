import React from "react";
import { screen } from "@testing-library/react";
import { renderInPage as render } from "../support/page-locale";
import { AccountLayout } from "../../src/components/layout/account-layout";
import { Layout } from "../../src/components/layout/layout";

it("main layout: header with navigation, content in main, the 2025 footer", () => {
  render(<Layout>page body</Layout>);
  expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  expect(screen.getByRole("main")).toHaveTextContent("page body");
  expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2025 Nusakode. All rights reserved.");
  expect(screen.queryByText("Send us a message")).not.toBeInTheDocument();
});

it("main layout with the rich footer: contact block and the contact form", () => {
  render(<Layout richFooter>body</Layout>);
  expect(screen.getByRole("heading", { name: "Lets start a project together" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "Send us a message" })).toBeInTheDocument();
  expect(screen.getByRole("form", { name: "Contact form" })).toBeInTheDocument();
  expect(screen.getAllByRole("link", { name: /opens in a new tab/ })).toHaveLength(4);
});

it("account layout group: logo bar without navigation, the 2024 footer", () => {
  render(<AccountLayout>form here</AccountLayout>);
  expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  expect(screen.getAllByRole("link", { name: "Nusakode home" })[0]).toHaveAttribute("href", "/");
  expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2024 Nusakode. All rights reserved.");
});
