import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderInPage as render } from "../support/page-locale";
import { RichText } from "../../src/components/ui/rich-text";
import { Counter } from "../../src/components/ui/counter";
import { PricingPlans } from "../../src/components/sections/pricing-plans";
import { TestimonialCard } from "../../src/components/sections/testimonial-card";

describe("RichText", () => {
  it("renders line breaks and bold markers as elements", () => {
    const { container } = render(<RichText text={"first **bold** line\nsecond line"} />);
    expect(container.querySelector("strong")).toHaveTextContent("bold");
    expect(container.querySelectorAll("br")).toHaveLength(1);
  });

  it("shows markup and scripts in content as text, never as HTML", () => {
    const source = '<script>alert(1)</script><img src="x" onerror="alert(2)">';
    const { container } = render(<RichText text={source} />);
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container).toHaveTextContent(source);
  });
});

describe("Counter", () => {
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes("reduce"),
      media: query,
    })) as unknown as typeof window.matchMedia;
  });

  it("shows the final number with comma groups under reduced motion", () => {
    render(<Counter start={0} end={12000} suffix="+" />);
    expect(screen.getByText("12,000+", { selector: ".visually-hidden" })).toBeInTheDocument();
    expect(screen.getByText("12,000+", { selector: "[aria-hidden]" })).toBeInTheDocument();
  });

  it("groups with a dot on an Indonesian page", () => {
    render(<Counter start={0} end={12000} suffix="+" />, { locale: "id" });
    expect(screen.getByText("12.000+", { selector: ".visually-hidden" })).toBeInTheDocument();
    expect(screen.getByText("12.000+", { selector: "[aria-hidden]" })).toBeInTheDocument();
  });

  it("shows an error text instead of counting for an invalid range", () => {
    render(<Counter start={50} end={10} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid counter range");
  });
});

describe("numbers in the page's language", () => {
  const plan = {
    contentId: "plan-1",
    lang: "en",
    title: "Web Design Package",
    description: "",
    features: [],
    highlighted: false,
    price: [
      { id: 1, value: 1299 },
      { id: 2, value: 399 },
    ],
  };
  it.each([
    ["en", ["$1,299", "$399"]],
    ["id", ["US$1.299", "US$399"]],
  ] as const)(
    "pricing on a page in %s: the same US dollars, annually then monthly",
    async (locale, [annually, monthly]) => {
      const user = userEvent.setup();
      render(<PricingPlans plans={[{ ...plan, lang: locale }]} />, { locale });
      expect(screen.getByTestId("price")).toHaveTextContent(annually);
      await user.click(screen.getByRole("switch"));
      expect(screen.getByTestId("price")).toHaveTextContent(monthly);
    },
  );
  it("a rating read on an Indonesian page", () => {
    const testimonial = {
      contentId: "t1",
      lang: "id",
      rating: 4,
      title: "",
      description: "",
      author: "Budi",
      designation: "",
      image: null,
      imageAlt: "",
    };
    render(<TestimonialCard testimonial={testimonial as unknown as Queries.TestimonialFieldsFragment} />, {
      locale: "id",
    });
    expect(screen.getByRole("img", { name: "Nilai 4 dari 5" })).toBeInTheDocument();
  });
});
