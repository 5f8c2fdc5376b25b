import type { Page } from "playwright-core";
import { notFoundReports, loadHydrated, openPage, siteUrl } from "../support/browser";

async function scrollToSlider(page: Page) {
  await page.locator("#projects-slider-title").scrollIntoViewIfNeeded();
  await page.waitForSelector(".swiper[data-enhanced]", { timeout: 10000 });
}

/** How many slides are fully or partly inside the slider's box. */
function visibleSlides(page: Page): Promise<number> {
  return page.evaluate(() => {
    const box = document.querySelector(".swiper")!.getBoundingClientRect();
    return [...document.querySelectorAll(".swiper-slide")].filter((s) => {
      const r = s.getBoundingClientRect();
      return r.right > box.left + 1 && r.left < box.right - 1;
    }).length;
  });
}

describe.each([
  [375, 1],
  [1000, 2],
  [1700, 4], // 3.5 slides: three whole and half of the fourth
])("projects slider at %i px", (width, expected) => {
  it(`shows ${expected} slide(s) and moves with its dots`, async () => {
    const { page, errors } = await openPage(width);
    await loadHydrated(page, siteUrl("/"));
    await scrollToSlider(page);
    await expect(visibleSlides(page)).resolves.toBe(expected);
    const dots = page.getByRole("button", { name: /Go to slide/ });
    expect(await dots.count()).toBeGreaterThan(1);
    const firstLeft = await page
      .locator(".swiper-slide")
      .first()
      .evaluate((s) => s.getBoundingClientRect().left);
    await dots.last().click();
    await page.waitForFunction(
      (left) => document.querySelector(".swiper-slide")!.getBoundingClientRect().left < left - 100,
      firstLeft,
      { timeout: 5000 },
    );
    expect(errors).toEqual([]);
  });
});

it("does not download swiper until the slider nears the viewport", async () => {
  const { page } = await openPage(1280, 700);
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await page.goto(siteUrl("/"));
  await page.waitForLoadState("networkidle");
  const before = scripts.length;
  await expect(page.locator(".swiper[data-enhanced]").count()).resolves.toBe(0);
  await scrollToSlider(page);
  expect(scripts.length).toBeGreaterThan(before);
});

it("opens and closes each how-we-work step on its own", async () => {
  const { page, errors } = await openPage(1280);
  await loadHydrated(page, siteUrl("/"));
  const idea = page.getByRole("button", { name: /Project idea/ });
  const launch = page.getByRole("button", { name: /Launch/ });
  await expect(idea.getAttribute("aria-expanded")).resolves.toBe("false");
  await idea.click();
  await launch.click();
  await expect(idea.getAttribute("aria-expanded")).resolves.toBe("true");
  await expect(launch.getAttribute("aria-expanded")).resolves.toBe("true");
  await expect(page.getByRole("region", { name: /Project idea/ }).isVisible()).resolves.toBe(true);
  await idea.click();
  await expect(idea.getAttribute("aria-expanded")).resolves.toBe("false");
  await expect(page.getByRole("region", { name: /Project idea/ }).count()).resolves.toBe(0);
  expect(errors).toEqual([]);
});

it("shows 'Service not found' for an unknown service, with a 404 status and the site chrome", async () => {
  const { page, errors } = await openPage(1280);
  const response = await page.goto(siteUrl("/service/no-such-service/"));
  expect(response?.status()).toBe(404);
  await page.getByRole("heading", { name: "Service not found" }).waitFor();
  await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(true);
  expect(errors).toEqual(notFoundReports("/service/no-such-service/"));
});

it("shows 'Loading project details...' for an unknown project and lands on /ourworks", async () => {
  const { page, errors } = await openPage(1280);
  const seen: string[] = [];
  await page.exposeFunction("reportHeading", (t: string) => seen.push(t));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const h1 = document.querySelector("h1");
      if (h1) (window as any).reportHeading(h1.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(siteUrl("/ourworks/no-such-project/"));
  await page.waitForURL(siteUrl("/ourworks"), { timeout: 10000 });
  await page.getByRole("heading", { level: 1, name: "Our Works" }).waitFor();
  expect(seen).toContain("Loading project details...");
  expect(errors).toEqual(notFoundReports("/ourworks/no-such-project/"));
});

it("opens Visit Web in a new tab", async () => {
  const { page, errors } = await openPage(1280);
  await page.goto(siteUrl("/ourworks/jelajah-nusantara-travel/"));
  const link = page.getByRole("link", { name: /example.com\/jelajah-nusantara/ });
  await expect(link.getAttribute("target")).resolves.toBe("_blank");
  await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
  expect(errors).toEqual([]);
});
