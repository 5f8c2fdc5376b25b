import { notFoundReports, loadHydrated, openPage, siteUrl, waitForSettled } from "../support/browser";

describe("mobile menu at 375 px", () => {
  it("opens, toggles each submenu separately, closes on Escape and on navigation", async () => {
    const { page, errors } = await openPage(375);
    await loadHydrated(page, siteUrl("/"));
    await page.getByRole("navigation", { name: "Main" }).waitFor({ state: "hidden" });
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");

    await toggle.click();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor({ state: "visible" });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Close menu");

    const service = menu.getByRole("button", { name: "Service submenu" });
    const about = menu.getByRole("button", { name: "About Us submenu" });
    await service.click();
    await menu.getByRole("link", { name: "Pricing" }).waitFor({ state: "visible" });
    await expect(about.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(menu.getByRole("link", { name: "Team" }).isVisible()).resolves.toBe(false);
    await about.click();
    await menu.getByRole("link", { name: "Team" }).waitFor({ state: "visible" });
    await service.click();
    await menu.getByRole("link", { name: "Pricing" }).waitFor({ state: "hidden" });
    await expect(about.getAttribute("aria-expanded")).resolves.toBe("true");

    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Menu");

    // Keyboard only: open with Enter, tab to a link, follow it; the menu closes on navigation.
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Home");
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });
});

it("shows the preloader from the first frame and hides it after 700 ms", async () => {
  const { page, errors } = await openPage(1280);
  // Time is the behaviour here: record the preloader's visibility on every frame from the first one.
  await page.addInitScript(() => {
    const seen: Array<[string, number]> = [];
    (window as unknown as { preloaderSeen: typeof seen }).preloaderSeen = seen;
    const tick = () => {
      const element = document.getElementById("preloader");
      const visibility = element ? getComputedStyle(element).visibility : "not parsed yet";
      if (element && seen.at(-1)?.[0] !== visibility) seen.push([visibility, performance.now()]);
      if (visibility !== "hidden") requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.goto(siteUrl("/"));
  await page.waitForFunction(
    () => (window as unknown as { preloaderSeen: Array<[string, number]> }).preloaderSeen.at(-1)?.[0] === "hidden",
    undefined,
    { timeout: 10000 },
  );
  const seen = await page.evaluate(
    () => (window as unknown as { preloaderSeen: Array<[string, number]> }).preloaderSeen,
  );
  expect(seen.map(([visibility]) => visibility)).toEqual(["visible", "hidden"]);
  // 700 ms delay and a 200 ms fade after the first frame (a frame's margin below, a loaded machine's above)
  expect(seen[1][1] - seen[0][1]).toBeGreaterThanOrEqual(880);
  expect(seen[1][1] - seen[0][1]).toBeLessThan(3000);
  await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
  expect(errors).toEqual([]);
});

it("shows go-to-top after 700 px of scroll and takes the visitor back up", async () => {
  const { page, errors } = await openPage(375, 500);
  await loadHydrated(page, siteUrl("/"));
  await waitForSettled(page);
  const button = page.getByRole("button", { name: "Go to top" });
  await page.evaluate(() => window.scrollTo(0, 650));
  // the scroll listener has run once the frame after the scroll is painted
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(button.count()).resolves.toBe(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await button.waitFor({ state: "visible" });
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
  await button.waitFor({ state: "detached" });
  expect(errors).toEqual([]);
});

it("scrolls to the top on a route change", async () => {
  const { page, errors } = await openPage(1280, 400);
  await loadHydrated(page, siteUrl("/no-such-page/"));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(100);
  await page.getByRole("link", { name: "Nusakode home" }).last().click();
  await page.waitForURL(siteUrl("/"));
  await page.getByText("Digital products").first().waitFor();
  await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  expect(errors).toEqual(notFoundReports("/no-such-page/"));
});

it("serves the not-found page with a 404 status for an unknown URL", async () => {
  const { page, errors } = await openPage(1280);
  const response = await loadHydrated(page, siteUrl("/this/does/not/exist"));
  expect(response?.status()).toBe(404);
  await page.getByRole("heading", { name: "We can't find the page you are looking for" }).waitFor();
  await page.getByRole("link", { name: "Return to homepage" }).click();
  await page.waitForURL(siteUrl("/"));
  await page.getByRole("heading", { level: 1 }).waitFor();
  expect(errors).toEqual(notFoundReports("/this/does/not/exist"));
});
