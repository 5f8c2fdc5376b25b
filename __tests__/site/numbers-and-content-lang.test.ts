import { within } from "@testing-library/dom";
import { mainOf, parse } from "../support/built-dom";
import { textIn } from "../support/dom-text";

// Numbers are written the page's language's way (src/lib/numbers.ts); the English ones are checked
// with SPEC's exact strings beside each page's other tests (showcase, convert).
describe("numbers on the Indonesian pages", () => {
  it("/id/: the counters group thousands with a dot", () => {
    const counters = parse("/id").getElementById("counter-title")?.closest("section");
    expect(counters).toBeTruthy();
    expect(textIn(counters as HTMLElement)).toContain("12.000");
    expect(textIn(counters as HTMLElement)).not.toContain("12,000");
  });
  it("/id/pricing: the same US dollar prices, written US$299", () => {
    expect(within(mainOf(parse("/id/pricing"))).getAllByTestId("price").map((price) => textIn(price))).toEqual(["US$299", "US$499", "US$299"]);
  });
});
