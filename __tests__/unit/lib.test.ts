import { approachFor } from "../../src/lib/approach";
import { breadcrumbPath } from "../../src/lib/breadcrumb";
import { collections } from "../../src/data/model/content-model";
import { parseRichText } from "../../src/lib/rich-text";
import { counterValue, isValidCount } from "../../src/lib/counter";
import { formatNumber, formatPrice } from "../../src/lib/numbers";
import { slugify } from "../../src/rules/slug";
import services from "../../content/services.json";

describe("approach by slug", () => {
  it("gives each of the five services the approach a reader expects", () => {
    const chosen = Object.fromEntries(services.map((s) => [s.title, approachFor(slugify(s.title))]));
    expect(chosen).toEqual({
      "Web Development": "web",
      "UI/UX Design": "uiux",
      "Blockchain Development": "blockchain",
      "AI Development": "ai",
      "AI Agent Development": "ai",
    });
  });
});

it.each([
  ["Our Works", "/ourworks"],
  ["our blog", "/blog"],
  ["Blog Grid", "/blog-grid"],
  ["About Us", "/about-us"],
  ["Team & Culture", "/team-culture"],
])("breadcrumb %j goes to %j", (category, path) => {
  expect(breadcrumbPath(category)).toBe(path);
});

it("uses a project's own slug, else the title rule", () => {
  const projectSlug = collections.find((c) => c.type === "Project")!.page!.slug;
  expect(projectSlug({ slug: "ruang-teduh", title: "X" })).toBe("ruang-teduh");
  expect(projectSlug({ slug: null, title: "Warung Rasa Restaurant!" })).toBe("warung-rasa-restaurant");
  expect(projectSlug({ slug: " ", title: "App UI/UX Design" })).toBe("app-uiux-design");
});

describe("rich text", () => {
  it("splits lines and bold markers", () => {
    expect(parseRichText("a **b** c\nd")).toEqual([
      [
        { text: "a ", bold: false },
        { text: "b", bold: true },
        { text: " c", bold: false },
      ],
      [{ text: "d", bold: false }],
    ]);
  });
  it("keeps markup and scripts as plain text", () => {
    const source = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    expect(parseRichText(source)).toEqual([[{ text: source, bold: false }]]);
  });
});

describe("counter", () => {
  it("counts from start to end over the duration", () => {
    expect(counterValue(0, 150, 0)).toBe(0);
    expect(counterValue(0, 150, 1000)).toBeGreaterThan(75);
    expect(counterValue(0, 150, 2000)).toBe(150);
    expect(counterValue(0, 150, 5000)).toBe(150);
  });
  it("rejects an invalid start or end", () => {
    expect(isValidCount(0, 10)).toBe(true);
    expect(isValidCount(Number.NaN, 10)).toBe(false);
    expect(isValidCount(10, 5)).toBe(false);
    expect(isValidCount(-1, 5)).toBe(false);
    expect(isValidCount("0", 5)).toBe(false);
    expect(counterValue(10, 5, 100)).toBeNull();
  });
});

describe("numbers in the page's language", () => {
  it("English groups thousands with a comma (the spec's counter separator)", () => {
    expect(formatNumber(12000, "en")).toBe("12,000");
    expect(formatNumber(1234567, "en")).toBe("1,234,567");
    expect(formatNumber(150, "en")).toBe("150");
  });
  it("Indonesian groups thousands with a dot", () => {
    expect(formatNumber(12000, "id")).toBe("12.000");
    expect(formatNumber(1234567, "id")).toBe("1.234.567");
    expect(formatNumber(150, "id")).toBe("150");
  });
  it("prices stay US dollars, written each language's way: $299 and US$299", () => {
    expect([formatPrice(299, "en"), formatPrice(1299, "en")]).toEqual(["$299", "$1,299"]);
    expect([formatPrice(299, "id"), formatPrice(1299, "id")]).toEqual(["US$299", "US$1.299"]);
  });
});
