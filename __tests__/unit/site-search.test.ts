// The search page shows Pagefind's excerpts as text and marked words only (src/lib/site-search.ts):
// whatever a page's words hold, nothing in an excerpt becomes markup on /search/.
import { excerptParts } from "../../src/lib/site-search";

test("an excerpt is read as plain text and <mark>ed words", () => {
  expect(
    excerptParts("Years of search traffic: a new <mark>website</mark> usually brings new <mark>redirects</mark>."),
  ).toEqual([
    { text: "Years of search traffic: a new ", marked: false },
    { text: "website", marked: true },
    { text: " usually brings new ", marked: false },
    { text: "redirects", marked: true },
    { text: ".", marked: false },
  ]);
});

test("markup in an excerpt stays text, or is dropped: never an element on the page", () => {
  const parts = excerptParts(
    'code &lt;img src=x onerror=alert(1)&gt; <img src=x onerror="alert(1)"><a href="javascript:alert(1)">link</a> <b>bold</b>',
  );
  expect(parts).toEqual([
    { text: "code <img src=x onerror=alert(1)> ", marked: false },
    { text: "link", marked: false },
    { text: " ", marked: false },
    { text: "bold", marked: false },
  ]);
});
