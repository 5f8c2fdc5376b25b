import React from "react";
import { screen } from "@testing-library/react";
import { renderInPage as render } from "../support/page-locale";
import { RichText } from "../../src/components/ui/rich-text";
import { Counter } from "../../src/components/ui/counter";

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
    window.matchMedia = ((query: string) => ({ matches: query.includes("reduce"), media: query })) as unknown as typeof window.matchMedia;
  });

  it("shows the final number with comma groups under reduced motion", () => {
    render(<Counter start={0} end={12000} suffix="+" />);
    expect(screen.getByText("12,000+", { selector: ".visually-hidden" })).toBeInTheDocument();
    expect(screen.getByText("12,000+", { selector: "[aria-hidden]" })).toBeInTheDocument();
  });

  it("shows an error text instead of counting for an invalid range", () => {
    render(<Counter start={50} end={10} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid counter range");
  });
});
