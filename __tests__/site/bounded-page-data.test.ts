// A page downloads what it shows, not what the site holds (issue 37): its data (page-data.json and any
// static-query result it names) holds its own language only, and no entry with a page that it does
// not link to. Checked on the suite's build of today's content and on a copy of the site built with
// generated projects and articles (scripts/generate-content.mjs), where the portfolio runs to a second
// page and the home slider has more projects to choose from than it shows. And a publish costs what it
// changes: that copy built again after an edit runs the queries of the pages that show the edit only.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { copySite, type SiteCopy } from "../support/site-copy";
import { pageDataFindings } from "../support/page-data-bounds";
import { publicDir } from "../support/site-files";
import { FEED_ARTICLES } from "../../src/gatsby/feeds";
import { ARTICLES_PER_PAGE } from "../../src/gatsby/blog-pages";

jest.setTimeout(300_000);

const root = join(__dirname, "..", "..");
const projectCount = () => JSON.parse(readFileSync(join(root, "content", "projects.json"), "utf8")).length;
// 4 + 8 projects: two pages of six; 6 + 16 articles: more than a feed holds
const EXTRA_PROJECTS = 8;
const EXTRA_ARTICLES = 16;

let copy: SiteCopy;
let content: string;
beforeAll(async () => {
  copy = copySite();
  content = join(copy.dir, "generated-content");
  execFileSync(
    process.execPath,
    [
      join(root, "scripts", "generate-content.mjs"),
      String(EXTRA_PROJECTS),
      String(EXTRA_ARTICLES),
      content,
      join(root, "content"),
    ],
    { stdio: "pipe" },
  );
  // without webpack's cache, as after a clean build or a code update (the next build's is then warm)
  rmSync(join(copy.dir, ".cache", "webpack"), { recursive: true, force: true });
  const build = await copy.build({ CONTENT_DIR: content });
  if (build.status !== 0) throw new Error(`The build with generated content failed:\n${build.output.slice(-4000)}`);
});
afterAll(() => copy?.remove());

const cardLinks = (html: string, selector: string) =>
  [...new JSDOM(html).window.document.querySelectorAll(`${selector} article a`)].map((a) => a.getAttribute("href"));

test("today's content: every page's data is in its language and holds only entries it links to", () => {
  const { pages, findings } = pageDataFindings(publicDir);
  expect(pages).toBeGreaterThan(70);
  expect(findings).toEqual([]);
});

test("generated content: every page's data is in its language and holds only entries it links to", () => {
  const { pages, findings } = pageDataFindings(join(copy.dir, "public"));
  expect(pages).toBeGreaterThan(70 + 2 * (EXTRA_PROJECTS + EXTRA_ARTICLES));
  expect(findings).toEqual([]);
});

test("the JavaScript every page loads names no page: it does not grow with the site (no matchPath: Gatsby lists the pages one could shadow)", () => {
  const publicFiles = readdirSync(join(copy.dir, "public"));
  const app = publicFiles
    .filter((file) => /^app-[0-9a-f]+\.js$/.test(file))
    .map((file) => copy.read(file))
    .join("\n");
  expect(app.length).toBeGreaterThan(10000);
  const pagePaths = readdirSync(join(copy.dir, "public", "page-data"), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith("page-data.json"))
    .map((file) => `/${file.replace(/\/?page-data\.json$/, "")}`)
    .filter((path) => path.split("/").length > 2);
  expect(pagePaths.length).toBeGreaterThan(2 * (EXTRA_PROJECTS + EXTRA_ARTICLES));
  expect(pagePaths.filter((path) => app.includes(`"${path}`))).toEqual([]);
});

test("no page loads a static query: the chrome comes with each page in its language", () => {
  for (const file of ["index", "ourworks/page/2", "id/blog", "id/ourworks"]) {
    expect(JSON.parse(copy.read(`page-data/${file}/page-data.json`)).staticQueryHashes).toEqual([]);
  }
});

test.each(["/", "/id/"])(
  "the portfolio's pages (%s): six cards a page, in order, numbered in both languages",
  (prefix) => {
    const total = projectCount() + EXTRA_PROJECTS;
    const first = cardLinks(copy.read(`${prefix.slice(1)}ourworks/index.html`), "main ul");
    const second = cardLinks(copy.read(`${prefix.slice(1)}ourworks/page/2/index.html`), "main ul");
    expect([first.length, second.length]).toEqual([6, total - 6]);
    expect(new Set([...first, ...second]).size).toBe(total);
    const oneColumn = cardLinks(copy.read(`${prefix.slice(1)}portfolio-one/page/2/index.html`), "main ul");
    expect(oneColumn).toEqual(second);
    const nav = new JSDOM(copy.read(`${prefix.slice(1)}ourworks/page/2/index.html`)).window.document.querySelector(
      "nav[aria-label] a[rel=prev]",
    );
    expect(nav?.getAttribute("href")).toBe(`${prefix}ourworks/`);
  },
);

test("the home slider: the portfolio's first six of the twelve", () => {
  const slider = cardLinks(copy.read("index.html"), ".swiper");
  const portfolioFirstPage = cardLinks(copy.read("ourworks/index.html"), "main ul");
  expect(slider).toEqual(portfolioFirstPage);
});

test.each(["/", "/id/"])("the feed (%srss.xml): the newest articles, no more than it holds", (prefix) => {
  const dates = [...copy.read(`${prefix.slice(1)}rss.xml`).matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) =>
    Date.parse(m[1]),
  );
  expect(dates).toHaveLength(FEED_ARTICLES);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
});

test("the Content-Security-Policy every response carries does not grow with the pages: their inline scripts are the same", () => {
  const hashes = (dir: string) =>
    (readFileSync(join(dir, ".nginx", "csp.conf"), "utf8").match(/'sha256-/g) ?? []).length;
  expect(hashes(publicDir)).toBeLessThan(12);
  expect(hashes(join(copy.dir, "public"))).toBe(hashes(publicDir));
});

describe("a publish runs the queries of the pages an edit shows on, not of every page of the portfolio", () => {
  const queriesRun = (output: string) => Number(/run queries in workers - [\d.]+s - (\d+)\/\d+/.exec(output)?.[1]);
  const projectsFile = () => join(content, "projects.json");
  const projects = () =>
    JSON.parse(readFileSync(projectsFile(), "utf8")) as Array<{ id: string; title: string; slug: string }>;
  const build = async () => {
    const result = await copy.build({ CONTENT_DIR: content });
    if (result.status !== 0) throw new Error(`The build failed:\n${result.output.slice(-4000)}`);
    const pagesRendered = Number(/Building static HTML for pages - [\d.]+s - (\d+)\//.exec(result.output)?.[1] ?? 0);
    return { ...result, queries: queriesRun(result.output), pagesRendered };
  };
  const modified = (file: string) => statSync(join(copy.dir, "public", file)).mtimeMs;
  /** The after-build pass's count: pages it read and did again, of all pages. */
  const afterBuildRead = (output: string) => {
    const [read, pages] = (/After the build: (\d+) of (\d+) pages read/.exec(output) ?? []).slice(1).map(Number);
    return { read, pages };
  };
  const articlesFile = () => join(content, "blog-posts.json");
  const readArticles = () =>
    JSON.parse(readFileSync(articlesFile(), "utf8")) as Array<{ id: string; title: string; slug: string }>;

  test("a project's new title: its pages and the portfolio pages that show it; the others are not written again", async () => {
    // a build without a change first: the pages whose queries Gatsby runs on every build (those
    // onCreatePage gives their context) are not the edit's
    const unchanged = await build();
    // The first build after one without webpack's cache does again only the pages it renders: their
    // compilation hash is the one before, so Gatsby stitches no other page (when mini-css-extract's
    // child compilations gave the cold build another hash, every page was stitched and done again).
    expect(afterBuildRead(unchanged.output).read).toBeLessThanOrEqual(unchanged.pagesRendered);
    const firstPage = modified("ourworks/index.html");
    const list = projects();
    const last = list[list.length - 1];
    last.title = `${last.title} Edited`;
    writeFileSync(projectsFile(), JSON.stringify(list, null, 2));
    const edited = await build();
    expect(copy.read("ourworks/page/2/index.html")).toContain(last.title);
    expect(copy.read(`ourworks/${last.slug}/index.html`)).toContain(last.title);
    // its own page, the two portfolio pages that show it (two columns, one column), and the spec's
    // single-portfolio page, which reads every project; depending on every project instead, the
    // portfolio's eight pages and the two home pages ran theirs too (11)
    expect(edited.queries - unchanged.queries).toBeLessThanOrEqual(4);
    // nor is a page it does not change written again (Gatsby stitching its scripts into every page),
    // or even read by the after-build pass
    expect(modified("ourworks/index.html")).toBe(firstPage);
    const { read, pages } = afterBuildRead(edited.output);
    expect(pages).toBeGreaterThan(100);
    expect(read).toBeLessThanOrEqual(edited.pagesRendered);
  });

  test("an article's new title: the pages that show it run their queries, not every article page", async () => {
    const articles = readArticles();
    const unchanged = await build();
    const last = articles[articles.length - 1];
    last.title = `${last.title} Edited`;
    writeFileSync(articlesFile(), JSON.stringify(articles, null, 2));
    const edited = await build();
    expect(copy.read(`blog/${last.slug}/index.html`)).toContain(last.title);
    // at most the blog's list pages and its grid, in both languages (the grid depends on every article;
    // a list, a category's or a tag's page on the articles it shows, by id, and its context), and in each language at
    // most eight article pages: its own, its neighbour's, the three
    // that list it as related and the three without a neighbour (the newest, /single-blog/ and the
    // oldest depend on every article). Depending on every article for the related ones and the
    // sidebar's recent posts, all 2 x 22 article pages ran theirs too (63 queries).
    const listPages = 2 * (Math.ceil(articles.length / ARTICLES_PER_PAGE) + 1);
    expect(edited.queries - unchanged.queries).toBeLessThanOrEqual(listPages + 2 * 8);
  });

  test("an article the sidebar lists gets a new title: the sidebar slice is rendered again and stitched into every blog page, the other articles' pages are not rendered again", async () => {
    const articles = readArticles();
    const recentIds = (JSON.parse(readFileSync(join(content, "sidebar.json"), "utf8")) as { recentPosts: string[] })
      .recentPosts;
    // (the copy as the test before built it)
    const servicePage = modified("service/index.html");
    const listed = articles.find((article) => article.id === recentIds[0])!;
    listed.title = `${listed.title} Retitled`;
    writeFileSync(articlesFile(), JSON.stringify(articles, null, 2));
    const editStarted = Date.now();
    await build();
    // every English article's page shows the new title in its sidebar
    const pages = articles.map((article) => `blog/${article.slug}/index.html`);
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((page) => !copy.read(page).includes(listed.title))).toEqual([]);
    // yet the English blog pages rendered again (their page data written) are those whose own data shows
    // it: its page, a neighbour's, those that list it as related, the lists it is on. As the sidebar of
    // every page (before the slice), every article page's data held it, and all were rendered again.
    const rewritten = readdirSync(join(copy.dir, "public", "page-data", "blog"), { recursive: true })
      .map((file) => `blog/${String(file)}`)
      .filter((file) => file.endsWith("page-data.json"))
      .filter((file) => statSync(join(copy.dir, "public", "page-data", file)).mtimeMs >= editStarted);
    expect(rewritten).toContain(`blog/${listed.slug}/page-data.json`);
    expect(rewritten.filter((file) => !copy.read(`page-data/${file}`).includes(listed.title))).toEqual([]);
    const articlePages = rewritten.filter((file) => /^blog\/[^/]+\/page-data\.json$/.test(file));
    expect(articlePages.length).toBeLessThan(pages.length / 4);
    // a page without the sidebar is neither written again nor read by the after-build pass
    expect(modified("service/index.html")).toBe(servicePage);
  });

  test("a project added at the end shows on the portfolio's last page, in both languages", async () => {
    // Twelve projects fill two pages: without the last one, page 2 has five cards. The one added then
    // changes no other project (positions are unchanged), so only the portfolio's order tells page 2.
    const list = projects();
    const removed = list[list.length - 1];
    writeFileSync(projectsFile(), JSON.stringify(list.slice(0, -1), null, 2));
    await build();
    expect(cardLinks(copy.read("ourworks/page/2/index.html"), "main ul")).toHaveLength(5);
    const added = { ...removed, id: "project-added-last", slug: "added-last-project", title: "Added Last Project" };
    writeFileSync(projectsFile(), JSON.stringify([...list.slice(0, -1), added], null, 2));
    await build();
    for (const prefix of ["", "id/"]) {
      for (const columns of ["ourworks", "portfolio-one"]) {
        const cards = cardLinks(copy.read(`${prefix}${columns}/page/2/index.html`), "main ul");
        expect(cards).toHaveLength(6);
        expect(cards.at(-1)).toBe(`/${prefix}ourworks/${added.slug}/`);
      }
    }
  });
});
