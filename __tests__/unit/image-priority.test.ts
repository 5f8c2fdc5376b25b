import { gridImagePriority, imageLoading } from "../../src/lib/image-priority";

test("the largest paint loads eagerly with high priority (lower-case fetchpriority for React 18); other first-screen images eagerly with low priority; the rest lazily", () => {
  expect(imageLoading("high")).toEqual({ loading: "eager", fetchpriority: "high" });
  expect(imageLoading("eager")).toEqual({ loading: "eager", fetchpriority: "low" });
  expect(imageLoading("lazy")).toEqual({ loading: "lazy" });
});

test("a grid's first image is its largest paint, the rest of its first row is eager, the rows below are lazy", () => {
  expect([0, 1, 2, 3, 4, 5].map((i) => gridImagePriority(i, 4))).toEqual([
    "high",
    "eager",
    "eager",
    "eager",
    "lazy",
    "lazy",
  ]);
  expect([0, 1].map((i) => gridImagePriority(i, 1))).toEqual(["high", "lazy"]);
  expect([0, 1].map((i) => gridImagePriority(i, 0))).toEqual(["lazy", "lazy"]);
});
