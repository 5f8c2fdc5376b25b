import { readFileSync } from "node:fs";
import { join } from "node:path";
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
    expect(
      within(mainOf(parse("/id/pricing")))
        .getAllByTestId("price")
        .map((price) => textIn(price)),
    ).toEqual(["US$299", "US$499", "US$299"]);
  });
});

// An entry shown in another language than the page's is marked with lang (src/i18n/content-lang.ts);
// the built-in content has every text in both languages, so nothing is but the job titles the
// Indonesian content keeps in English (content-model.ts's jobTitle()), marked so that screen readers
// say them in English. Besides those, only <html> and the language switch's links (each language named
// in itself) carry a lang.
const contentFile = (...parts: string[]) =>
  JSON.parse(readFileSync(join(__dirname, "..", "..", "content", ...parts), "utf8")) as Array<{
    id: string;
    designation?: string;
  }>;
const KEPT_TITLES = new Set(
  ["team.json", "about-team.json", "testimonials.json"].flatMap((file) => {
    const english = new Map(contentFile(file).map((entry) => [entry.id, entry.designation]));
    return contentFile("id", file).flatMap((entry) =>
      entry.designation !== undefined && english.get(entry.id) === entry.designation ? [entry.designation] : [],
    );
  }),
);

it("no built page marks content with a lang of its own but the job titles kept in English on the Indonesian pages", () => {
  const marked = builtPages().flatMap(({ route }) =>
    [...parse(route).querySelectorAll("body [lang]")]
      .filter((element) => !element.matches("a[hreflang]"))
      .map((element) => ({
        route,
        tag: element.localName,
        lang: element.getAttribute("lang"),
        text: textIn(element as HTMLElement),
      })),
  );
  const jobTitle = (found: (typeof marked)[number]) =>
    found.route.startsWith("/id") && found.lang === "en" && KEPT_TITLES.has(found.text);
  expect(
    marked
      .filter((found) => !jobTitle(found))
      .map((found) => `${found.route}: <${found.tag} lang="${found.lang}">${found.text}`),
  ).toEqual([]);
  expect(KEPT_TITLES.size).toBeGreaterThan(10);
  expect([...KEPT_TITLES].filter((title) => !marked.some((found) => jobTitle(found) && found.text === title))).toEqual(
    [],
  );
});
