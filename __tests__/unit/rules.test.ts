// The rules the site and cms/ share (src/rules): one implementation, checked once here.
import { isSlug, pageSlug, slugify } from "../../src/rules/slug";
import { isoDate, siteDate } from "../../src/rules/dates";

it.each([
  ["Web Development", "web-development"],
  ["UI/UX Design", "uiux-design"],
  ["AI Agent Development", "ai-agent-development"],
  ["  Hello,   World!  ", "hello-world"],
])("slugify(%j) is %j", (title, slug) => {
  expect(slugify(title)).toBe(slug);
});

it("takes an entry's own slug, and its title's when the own one is absent, empty or blank", () => {
  expect(pageSlug({ slug: "web-dev", title: "Web Development" })).toBe("web-dev");
  for (const slug of [undefined, null, "", "  "])
    expect(pageSlug({ slug, title: "Web Development" })).toBe("web-development");
  expect(pageSlug({ slug: "" })).toBeUndefined();
});

it("allows in a slug only what Strapi's uid fields allow and nginx takes unquoted", () => {
  for (const slug of ["web-development", "a.b_c~d-1", "A9"]) expect(isSlug(slug)).toBe(true);
  for (const slug of ["", "old name", "a/b", "a;b", "é", 5, null]) expect(isSlug(slug)).toBe(false);
});

it("refuses a slug of dots only or starting with a dot: a folder's own or parent address, or a hidden file", () => {
  for (const slug of [".", "..", "...", ".x", ".htaccess", "..a"]) expect([slug, isSlug(slug)]).toEqual([slug, false]);
  for (const slug of ["a.", "v1.2", "a..b"]) expect([slug, isSlug(slug)]).toEqual([slug, true]);
});

it("turns the site's dates into Strapi's and back", () => {
  expect(isoDate("12 March 2025")).toBe("2025-03-12");
  expect(isoDate(" 1 january 2024 ")).toBe("2024-01-01");
  expect(siteDate("2025-03-12")).toBe("12 March 2025");
  expect(siteDate("2025-03-12", "id")).toBe("12 Maret 2025");
  expect(siteDate("2024-08-01", "id")).toBe("1 Agustus 2024");
  for (const day of ["29 February 2024", "31 December 1999", "1 May 2025"]) expect(siteDate(isoDate(day))).toBe(day);
});

it("reads no date it would have to guess", () => {
  for (const value of ["30 February 2025", "12 Marc 2025", "2025-03-12", "March 12, 2025", "", 12, null])
    expect(isoDate(value)).toBeUndefined();
  for (const value of ["2025-13-01", "2025-02-30", "12 March 2025", "2025-3-12", null])
    expect(siteDate(value)).toBeUndefined();
});
