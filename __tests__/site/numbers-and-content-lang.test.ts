import { within } from "@testing-library/dom";
import { builtPages } from "../support/built-pages";
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

// An entry shown in another language than the page's is marked with lang (src/i18n/content-lang.ts);
// the built-in content has every text in both languages, so nothing is: only <html> and the language
// switch's links (each language named in itself) carry a lang.
it("no built page marks content with a lang of its own: the built-in content is translated", () => {
  const marked = builtPages().flatMap(({ route }) =>
    [...parse(route).querySelectorAll("body [lang]")].filter((element) => !element.matches("a[hreflang]")).map((element) => `${route}: <${element.localName} lang="${element.getAttribute("lang")}">`),
  );
  expect(marked).toEqual([]);
});
