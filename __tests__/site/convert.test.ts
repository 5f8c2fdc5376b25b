import { within } from "@testing-library/dom";
import { mainOf, parse } from "../support/built-dom";
import { textIn } from "../support/dom-text";
import { opensSafelyInNewTab } from "../support/new-tab";

const hrefOf = (element: Element) => element.getAttribute("href");
/** An accordion's questions as [text, aria-expanded], in order. */
const accordionIn = (container: HTMLElement) =>
  within(container)
    .getAllByRole("button")
    .map((button) => [textIn(button), button.getAttribute("aria-expanded")]);

it("/faq: category tabs, first category's questions by order, first open", () => {
  const main = within(mainOf(parse("/faq")));
  const tabs = main.getAllByRole("tab").map((tab) => [textIn(tab), tab.getAttribute("aria-selected")]);
  expect(tabs).toEqual([
    ["General", "true"],
    ["Process", "false"],
    ["Support", "false"],
    ["SEO", "false"],
    ["Marketing", "false"],
    ["Business", "false"],
  ]);
  expect(accordionIn(main.getByRole("tabpanel"))).toEqual([
    ["What does your agency do?", "true"],
    ["Do you work with clients outside Indonesia?", "false"],
    ["How much does a website cost?", "false"],
    ["How long does a typical project take?", "false"],
  ]);
});

describe("/pricing", () => {
  const main = () => mainOf(parse("/pricing"));
  it("defaults to annual prices with the toggle labels in place", () => {
    expect(textIn(main())).toMatch(/Billed monthly\s+Billed annually/);
    expect(within(main()).getByRole("switch", { name: "Billed annually" }).getAttribute("aria-checked")).toBe("true");
    expect(
      within(main())
        .getAllByTestId("price")
        .map((price) => textIn(price)),
    ).toEqual(["$299", "$499", "$299"]);
  });
  it("has the three packages, five features each, the highlighted one, and the links", () => {
    const text = textIn(main());
    for (const t of ["Web Design Package", "UX/UI Package", "Branding Package", "30-day free trial"])
      expect(text).toContain(t);
    // data-highlighted is the hook for this test; the card's look comes from a hashed CSS-module class
    const highlighted = [...main().querySelectorAll("[data-highlighted]")].map((card) =>
      textIn(within(card as HTMLElement).getByRole("heading")),
    );
    expect(highlighted).toEqual(["UX/UI Package"]);
    const select = within(main()).getAllByRole("link", { name: /^Select the package/ });
    expect(select.map((link) => [link.textContent, hrefOf(link)])).toEqual(
      ["Web Design Package", "UX/UI Package", "Branding Package"].map((plan) => [
        `Select the package: ${plan}`,
        "/pricing",
      ]),
    );
    expect(hrefOf(within(main()).getByRole("link", { name: "Contact us" }))).toBe("/contact-us");
  });
});

it("/testimonial: the testimonial with readable stars and rendered bold and line breaks", () => {
  const main = mainOf(parse("/testimonial"));
  expect(within(main).getAllByRole("img", { name: "Rated 5 out of 5" }).length).toBeGreaterThan(0);
  expect([...main.querySelectorAll("strong")].map((strong) => textIn(strong))).toContain(
    "fast even on island connections",
  );
  const afterBreaks = [...main.querySelectorAll("br")].map((br) => br.nextSibling?.textContent ?? "");
  expect(afterBreaks.some((line) => line.startsWith("We still talk to them every month"))).toBe(true);
});

describe("/contact-us", () => {
  const main = () => mainOf(parse("/contact-us"));
  it("has the heading, page title, form, contact information and the map placeholder", () => {
    const page = within(main());
    expect(page.getByRole("heading", { name: "Let's Build Something Together" })).toBeTruthy();
    expect(parse("/contact-us").title).toBe("Contact Us | Nusakode");
    expect(page.getByRole("form", { name: "Contact form" })).toBeTruthy();
    const chat = main().querySelector('a[href="https://wa.me/6281234567890"]');
    expect(chat && opensSafelyInNewTab(chat)).toBe(true);
    expect(main().querySelector('a[href="mailto:hello@nusakode.id"]')).not.toBeNull();
    expect(textIn(main())).toContain("Depok, Indonesia.");
    // the map waits for the visitor to scroll near it: no leaflet in the built HTML
    expect(main().querySelector('[data-map-state="waiting"]')).not.toBeNull();
    expect(parse("/contact-us").querySelector(".leaflet-container")).toBeNull();
  });
  it("lists the FAQ composition of the spec with the first open", () => {
    const faq = within(main()).getByRole("region", { name: "Frequently asked questions" });
    expect(accordionIn(faq)).toEqual([
      ["What does your agency do?", "true"],
      ["Do you work with clients outside Indonesia?", "false"],
      ["How much does a website cost?", "false"],
      ["How do we start working together?", "false"],
      ["Do you offer support after launch?", "false"],
      ["How quickly do you respond to problems?", "false"],
      ["Can you take over a site built by someone else?", "false"],
      ["How long does a typical project take?", "false"],
    ]);
  });
});

it("pages with the rich footer carry the contact form under 'Send us a message'", () => {
  const footer = within(parse("/").body).getByRole("contentinfo");
  const section = within(footer).getByRole("region", { name: "Send us a message" });
  expect(within(section).getByRole("form", { name: "Contact form" })).toBeTruthy();
});
