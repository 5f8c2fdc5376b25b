import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderInPage as render } from "../support/page-locale";
import { MobileMenu } from "../../src/components/layout/mobile-menu";

const navigation = [
  { label: "Home", to: "/", children: null },
  { label: "Service", to: "/service", children: [{ label: "Pricing", to: "/pricing" }] },
  { label: "Our Works", to: "/ourworks", children: [{ label: "One column", to: "/portfolio-one" }] },
];

it("opens with focus inside, toggles submenus separately and closes on Escape", async () => {
  const user = userEvent.setup();
  render(<MobileMenu navigation={navigation} />);
  const toggle = screen.getByRole("button", { name: "Menu" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();

  await user.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("button", { name: "Close menu" })).toHaveFocus();

  const service = screen.getByRole("button", { name: "Service submenu" });
  const works = screen.getByRole("button", { name: "Our Works submenu" });
  await user.click(service);
  expect(service).toHaveAttribute("aria-expanded", "true");
  expect(works).toHaveAttribute("aria-expanded", "false");
  expect(screen.getByRole("link", { name: "Pricing" })).toBeVisible();
  expect(screen.queryByRole("link", { name: "One column" })).not.toBeInTheDocument();
  await user.click(service);
  expect(service).toHaveAttribute("aria-expanded", "false");

  await user.keyboard("{Escape}");
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(toggle).toHaveFocus();
});

it("closes when a link is followed", async () => {
  const user = userEvent.setup();
  render(<MobileMenu navigation={navigation} />);
  await user.click(screen.getByRole("button", { name: "Menu" }));
  await user.click(screen.getByRole("link", { name: "Home" }));
  expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
});
