import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { collections } from "../../src/data/model/content-model";
import { loadAll } from "../../src/data/built-in/content-loader";
import { ContentError } from "../../src/data/model/loaded-collection";

const realContent = join(__dirname, "..", "..", "content");

/** A throwaway copy of content/ with one file changed by `edit`. */
function brokenCopy(file: string, edit: (data: any) => void): string {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(realContent, dir, { recursive: true });
  const data = JSON.parse(readFileSync(join(dir, file), "utf8"));
  edit(data);
  writeFileSync(join(dir, file), JSON.stringify(data));
  return dir;
}

function problemsOf(dir: string): string[] {
  try {
    loadAll(dir, collections);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

const dirs: string[] = [];
const make = (file: string, edit: (data: any) => void) => {
  const dir = brokenCopy(file, edit);
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("built-in content", () => {
  it("is complete and valid", () => {
    expect(problemsOf(realContent)).toEqual([]);
  });

  it("holds the counts the spec names", () => {
    const count = (file: string) => JSON.parse(readFileSync(join(realContent, file), "utf8")).length;
    expect(count("services.json")).toBe(5);
    expect(count("projects.json")).toBe(4);
    expect(count("project-cards.json")).toBe(3);
    expect(count("team.json")).toBe(12);
    expect(count("about-team.json")).toBe(4);
    expect(count("faqs.json")).toBe(16);
    expect(count("pricing.json")).toBe(3);
    expect(count("marquee.json")).toBe(4);
  });
});

describe("a broken content entry", () => {
  it("names the file, the entry and the missing field", () => {
    const dir = make("services.json", (services) => delete services[1].details.title);
    expect(problemsOf(dir)).toEqual(['content/services.json, entry "service-2": field details.title is missing']);
  });

  it("names a wrong-typed field", () => {
    const dir = make("pricing.json", (plans) => (plans[0].price[1].value = "399"));
    expect(problemsOf(dir)).toEqual([
      'content/pricing.json, entry "plan-1": field price[1].value must be a whole number, got "399"',
    ]);
  });

  it("names an image that does not exist", () => {
    const dir = make("team.json", (team) => (team[2].image = "team/nobody.jpg"));
    expect(problemsOf(dir)).toEqual([
      'content/team.json, entry "team-3": field image names content/images/team/nobody.jpg, which does not exist',
    ]);
  });

  it("names an unknown field (a typo) and a repeated id", () => {
    const dir = make("faqs.json", (faqs) => {
      faqs[0].titel = faqs[0].title;
      faqs[3].id = "faq-1";
    });
    expect(problemsOf(dir)).toEqual([
      'content/faqs.json, entry "faq-1": field titel is not a known field',
      'content/faqs.json, entry "faq-1": field id repeats an earlier entry',
    ]);
  });

  it("names a field of a single-object file", () => {
    const dir = make("site.json", (site) => (site.map.zoom = null));
    expect(problemsOf(dir)).toEqual(["content/site.json: field map.zoom is missing"]);
  });

  it("names a link that is not a safe address and an old slug that is not a slug", () => {
    const site = make("site.json", (data) => (data.socialLinks[1].url = "javascript:alert(1)"));
    expect(problemsOf(site)).toEqual([
      'content/site.json: field socialLinks[1].url must be an https: address, a mailto: or tel: link, or a path of this site starting with /, got "javascript:alert(1)"',
    ]);
    const projects = make("projects.json", (data) => (data[0].previousSlugs = ["old name"]));
    expect(problemsOf(projects)).toEqual([
      'content/projects.json, entry "project-1": field previousSlugs[0] must be a slug (letters, digits, - _ . ~, not starting with .), got "old name"',
    ]);
  });

  it("names a menu address that leaves the site and a date the site cannot read", () => {
    const site = make("site.json", (data) => (data.navigation[0].to = "//example.com"));
    expect(problemsOf(site)).toEqual([
      'content/site.json: field navigation[0].to must be an address on this site starting with /, got "//example.com"',
    ]);
    const posts = make("blog-posts.json", (data) => (data[0].date = "2025-03-12"));
    expect(problemsOf(posts)).toEqual([
      'content/blog-posts.json, entry "post-1": field date must be a date written as "12 March 2025", got "2025-03-12"',
    ]);
  });

  it("reports a file that is not JSON", () => {
    const dir = make("marquee.json", () => undefined);
    writeFileSync(join(dir, "marquee.json"), "[{ oops");
    expect(problemsOf(dir)[0]).toMatch(/^content\/marquee\.json: cannot be read as JSON/);
  });
});
