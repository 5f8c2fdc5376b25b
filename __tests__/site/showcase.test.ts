import { within } from "@testing-library/dom";
import { builtPages } from "../support/built-pages";
import { mainOf, parse } from "../support/built-dom";
import { textIn } from "../support/dom-text";
import { opensSafelyInNewTab } from "../support/new-tab";
import { projectSlugs, serviceSlugs } from "../support/content-slugs";

const services = [
  ["web-development", "Web Development", "Plan the architecture"],
  ["uiux-design", "UI/UX Design", "Understand the users"],
  ["blockchain-development", "Blockchain Development", "Check the fit"],
  ["ai-development", "AI Development", "Start from the task"],
  ["ai-agent-development", "AI Agent Development", "Start from the task"],
];
const projects = [
  ["ruang-teduh-interior-studio", "Ruang Teduh Interior Studio"],
  ["warung-rasa-restaurant", "Warung Rasa Restaurant"],
  ["senyum-sehat-dental-clinic", "Senyum Sehat Dental Clinic"],
  ["jelajah-nusantara-travel", "Jelajah Nusantara Travel"],
];

/** A section of the home page, found by its heading (sections are labelled by their h2). */
const homeSection = (name: string) => within(mainOf(parse("/"))).getByRole("region", { name });

describe("home", () => {
  it("has every section with the spec's headings", () => {
    const headings = within(mainOf(parse("/")))
      .getAllByRole("heading")
      .map((heading) => textIn(heading));
    expect(headings).toEqual(
      expect.arrayContaining([
        "A Look at What We've Shipped",
        "We Build Scalable Web Solutions",
        "How do we work?",
        "Design, code, and launch",
      ]),
    );
  });
  it("lists 4 services linking to their pages", () => {
    const grid = homeSection("We Build Scalable Web Solutions");
    const cards = within(grid).getAllByRole("article");
    expect(cards).toHaveLength(4);
    expect(within(grid).getByRole("link", { name: "More about Web Development" }).getAttribute("href")).toBe(
      "/service/web-development/",
    );
    expect(textIn(grid)).not.toContain("AI Agent Development");
  });
  it("server-renders the project cards in the slider, linking to each project", () => {
    const slider = within(homeSection("A Look at What We've Shipped"));
    for (const [slug, title] of projects)
      expect(slider.getByRole("link", { name: title }).getAttribute("href")).toBe(`/ourworks/${slug}/`);
  });
  it("starts the how-we-work accordion closed", () => {
    const steps = within(homeSection("How do we work?")).getAllByRole("button");
    expect(steps.map((step) => [textIn(step), step.getAttribute("aria-expanded")])).toEqual([
      ["01 Project idea", "false"],
      ["02 Brainstorming", "false"],
      ["03 Launch", "false"],
    ]);
  });
  it("shows final counter numbers with comma groups in the HTML", () => {
    expect(textIn(homeSection("Design, code, and launch"))).toContain("12,000");
  });
});

describe.each(services)("service page /service/%s/", (slug, title, firstStep) => {
  it("exists with its title, sections and the expected approach", () => {
    const main = mainOf(parse(`/service/${slug}/`));
    expect(within(main).getByRole("heading", { level: 1 }).textContent).toBe(title);
    expect(textIn(main)).toContain("Our Approach");
    expect(textIn(main)).toContain(firstStep);
  });
});

describe.each(projects)("project page /ourworks/%s/", (slug, title) => {
  it("exists with its facts and phases", () => {
    const main = mainOf(parse(`/ourworks/${slug}/`));
    expect(within(main).getByRole("heading", { level: 1 }).textContent).toBe(title);
    const facts = [...main.querySelectorAll("dt")].map((dt) => textIn(dt));
    expect(facts).toEqual(expect.arrayContaining(["Client", "Date", "Visit Web", "Category"]));
    // the description's bold markers are rendered as <strong>, not shown as asterisks
    expect(main.querySelector("strong")).not.toBeNull();
    expect(textIn(main)).not.toContain("**");
  });
});

/** The <dd> that follows a <dt> with this text. */
const factOf = (main: HTMLElement, label: string) => {
  const dt = [...main.querySelectorAll("dt")].find((term) => textIn(term) === label);
  const dd = dt?.nextElementSibling;
  if (!dd || dd.tagName !== "DD") throw new Error(`no "${label}" fact`);
  return dd;
};

it("links Visit Web in a new tab when there is a URL, else says 'Not available'", () => {
  const withUrl = factOf(mainOf(parse("/ourworks/jelajah-nusantara-travel/")), "Visit Web");
  const link = within(withUrl as HTMLElement).getByRole("link");
  expect(link.getAttribute("href")).toBe("https://example.com/jelajah-nusantara");
  expect(opensSafelyInNewTab(link)).toBe(true);
  expect(textIn(factOf(mainOf(parse("/ourworks/warung-rasa-restaurant/")), "Visit Web"))).toBe("Not available");
});

it.each([
  ["/service", ["Our Services", "What we do", "Our Approach", "What our clients say", "★★★★★"]],
  ["/single-service", ["Web Development", "Our Approach", "Plan the architecture"]],
  ["/ourworks", ["Our Works", "Ruang Teduh Interior Studio", "UI/UX & Web Development"]],
  ["/portfolio-one", ["Portfolio", "Jelajah Nusantara Travel"]],
  ["/single-portfolio", ["Ruang Teduh Interior Studio", "A calm portfolio site for an interior design studio"]],
  [
    "/about-us",
    [
      "About Us",
      "Our core vision",
      "Our main mission",
      "We have a team of creative people",
      "5+",
      "100+",
      "150+",
      "Creative Director",
      "Senior Designer",
      "Project Manager",
      "Web Developer",
    ],
  ],
  ["/team", ["Our Team", "Rizky Pratama", "Putri Wulandari"]],
  ["/single-team", ["Rizky Pratama", "Qualifications", "Problem-Solving", "Networking", "Leadership"]],
])("%s has its key texts", (route, texts) => {
  const text = textIn(mainOf(parse(route)));
  for (const t of texts) expect(text).toContain(t);
});

it("shows 12 team members and four on the about page", () => {
  const teamLinks = (route: string) => mainOf(parse(route)).querySelectorAll('a[href="/single-team"]');
  expect(teamLinks("/team")).toHaveLength(12);
  expect(teamLinks("/about-us")).toHaveLength(4);
});

it("renders the skill bars with their values", () => {
  const main = within(mainOf(parse("/single-team")));
  for (const [name, value] of [
    ["Problem-Solving", 95],
    ["Networking", 83],
    ["Leadership", 90],
  ] as const) {
    expect(main.getByRole("progressbar", { name }).getAttribute("aria-valuenow")).toBe(String(value));
  }
});

it("generates a detail page for each service and project of the content, and no other", () => {
  const under = (prefix: string) =>
    builtPages()
      .map((page) => page.route)
      .filter((route) => route.startsWith(`${prefix}/`))
      .map((route) => route.slice(prefix.length + 1))
      .sort();
  expect(under("/service")).toEqual(serviceSlugs().sort());
  expect(under("/ourworks")).toEqual(projectSlugs().sort());
});

it("gives the rating stars a text for screen readers", () => {
  expect(within(mainOf(parse("/service"))).getAllByRole("img", { name: "Rated 5 out of 5" }).length).toBeGreaterThan(0);
});
