// An article's related articles: others of its category, the nearest in time first, so no article is
// on every page of its category (each edit of it would render them all again).
import { nearestOfCategory } from "../../src/gatsby/blog-pages";

// newest first: d1 is the newest of category "d"
const articles = ["d1", "b1", "d2", "d3", "d4", "b2", "d5", "d6"].map((id) => ({ id, category: id[0] }));
const related = (id: string, count = 3) =>
  nearestOfCategory(
    articles,
    articles.find((a) => a.id === id)!,
    count,
  ).map((a) => a.id);

test("the nearest of its category, one after and one before in turn, never itself or another category", () => {
  expect(related("d3")).toEqual(["d2", "d4", "d1"]);
  expect(related("d4", 2)).toEqual(["d3", "d5"]);
});

test("at either end, the nearest on the side there is", () => {
  expect(related("d1")).toEqual(["d2", "d3", "d4"]);
  expect(related("d6")).toEqual(["d5", "d4", "d3"]);
  expect(related("b1")).toEqual(["b2"]);
});

test("no article of a category is on every page of it: the newest is on the pages of its nearest only", () => {
  const listing = articles.filter((a) => a.category === "d" && related(a.id).includes("d1")).map((a) => a.id);
  expect(listing).toEqual(["d2", "d3"]);
});

test("an article without a category has none", () => {
  expect(nearestOfCategory([...articles, { id: "x", category: "" }], { id: "x", category: "" }, 3)).toEqual([]);
});
