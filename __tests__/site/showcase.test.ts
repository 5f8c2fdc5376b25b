import { existsSync } from "node:fs";
import { join } from "node:path";
import { builtHtml, publicDir, textOf } from "../support/site-files";

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

describe("home", () => {
  const html = builtHtml("/");
  const text = textOf(html);
  it("has every section with the spec's headings", () => {
    for (const heading of ["A Look at What We've Shipped", "We Build Scalable Web Solutions", "How do we work?", "Design, code, and launch"]) {
      expect(text).toContain(heading);
    }
  });
  it("lists 4 services linking to their pages", () => {
    const grid = html.match(/id="services-grid-title"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(grid.match(/<article/g)).toHaveLength(4);
    expect(grid).toContain('href="/service/web-development/"');
    expect(grid).not.toContain("AI Agent Development");
  });
  it("server-renders the project cards in the slider, linking to each project", () => {
    const slider = html.match(/id="projects-slider-title"[\s\S]*?<\/section>/)?.[0] ?? "";
    for (const [slug, title] of projects) expect(slider).toMatch(new RegExp(`href="/ourworks/${slug}/"[^>]*>${title}</a>`));
  });
  it("starts the how-we-work accordion closed", () => {
    for (const step of ["Project idea", "Brainstorming", "Launch"]) expect(text).toContain(step);
    const section = html.match(/id="how-we-work-title"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(section.match(/aria-expanded="false"/g)).toHaveLength(3);
  });
  it("shows final counter numbers with comma groups in the HTML", () => {
    expect(text).toContain("12,000");
  });
});

describe.each(services)("service page /service/%s/", (slug, title, firstStep) => {
  it("exists with its title, sections and the expected approach", () => {
    const text = textOf(builtHtml(`/service/${slug}/`));
    expect(text).toContain(title);
    expect(text).toContain("Our Approach");
    expect(text).toContain(firstStep);
  });
});

describe.each(projects)("project page /ourworks/%s/", (slug, title) => {
  it("exists with its facts and phases", () => {
    const html = builtHtml(`/ourworks/${slug}/`);
    const text = textOf(html);
    expect(text).toContain(title);
    for (const label of ["Client", "Date", "Visit Web", "Category"]) expect(text).toContain(label);
    expect(html).toContain("<strong>");
  });
});

it("links Visit Web in a new tab when there is a URL, else says 'Not available'", () => {
  const withUrl = builtHtml("/ourworks/jelajah-nusantara-travel/");
  expect(withUrl).toMatch(/href="https:\/\/example.com\/jelajah-nusantara" target="_blank" rel="noopener noreferrer"/);
  expect(textOf(builtHtml("/ourworks/warung-rasa-restaurant/"))).toContain("Visit Web Not available");
});

it.each([
  ["/service", ["Our Services", "What we do", "Our Approach", "What our clients say", "★★★★★"]],
  ["/single-service", ["Web Development", "Our Approach", "Plan the architecture"]],
  ["/ourworks", ["Our Works", "Ruang Teduh Interior Studio", "UI/UX & Web Development"]],
  ["/portfolio-one", ["Portfolio", "Jelajah Nusantara Travel"]],
  ["/single-portfolio", ["Ruang Teduh Interior Studio", "A calm portfolio site for an interior design studio"]],
  ["/about-us", ["About Us", "Our core vision", "Our main mission", "We have a team of creative people", "5+", "100+", "150+", "Creative Director", "Senior Designer", "Project Manager", "Web Developer"]],
  ["/team", ["Our Team", "Rizky Pratama", "Putri Wulandari"]],
  ["/single-team", ["Rizky Pratama", "Qualifications", "Problem-Solving", "Networking", "Leadership"]],
])("%s has its key texts", (route, texts) => {
  const text = textOf(builtHtml(route));
  for (const t of texts) expect(text).toContain(t);
});

it("shows 12 team members and four on the about page", () => {
  expect(builtHtml("/team").match(/href="\/single-team"/g)).toHaveLength(12);
  expect(builtHtml("/about-us").match(/href="\/single-team"/g)).toHaveLength(4);
});

it("renders the skill bars with their values", () => {
  const html = builtHtml("/single-team");
  for (const [name, value] of [["Problem-Solving", 95], ["Networking", 83], ["Leadership", 90]]) {
    expect(html).toMatch(new RegExp(`role="progressbar" aria-label="${name}" aria-valuenow="${value}"`));
  }
});

it("generates no page for an unknown service or project", () => {
  expect(existsSync(join(publicDir, "service", "no-such-service"))).toBe(false);
});

it("gives the rating stars a text for screen readers", () => {
  expect(builtHtml("/service")).toMatch(/role="img" aria-label="Rated 5 out of 5"/);
});
