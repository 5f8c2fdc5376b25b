import { slugify } from "../../src/lib/slug";

it.each([
  ["Web Development", "web-development"],
  ["UI/UX Design", "uiux-design"],
  ["AI Agent Development", "ai-agent-development"],
  ["  Hello,   World!  ", "hello-world"],
])("slugify(%j) is %j", (title, slug) => {
  expect(slugify(title)).toBe(slug);
});
