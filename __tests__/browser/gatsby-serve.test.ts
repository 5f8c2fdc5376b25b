// `npm start` serves the build with `gatsby serve`; the rest of this layer tests nginx with
// deploy/site.conf (what is deployed). This file checks that gatsby serve serves the same build: every
// page as built, the not-found page with 404, and a page that comes alive in Chromium.
import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { builtPages } from "../support/built-pages";
import { publicDir } from "../support/site-files";
import { hydrated, openPage } from "../support/browser";
import { freePort, startGatsbyServe } from "../support/server";

let server: ChildProcess;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  server = await startGatsbyServe(port);
  origin = `http://127.0.0.1:${port}`;
}, 90000);

afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

test("every built page is served as built, and an unknown address gets the not-found page with 404", async () => {
  const pages = builtPages().filter((page) => page.route !== "/404");
  expect(pages.length).toBeGreaterThan(20);
  for (const { route, file } of pages) {
    const response = await fetch(`${origin}${route === "/" ? "/" : `${route}/`}`);
    expect([route, response.status]).toEqual([route, 200]);
    expect([route, (await response.text()) === readFileSync(file, "utf8")]).toEqual([route, true]);
  }
  const missing = await fetch(`${origin}/no-such-page/`);
  expect(missing.status).toBe(404);
  expect((await missing.text()) === readFileSync(join(publicDir, "404.html"), "utf8")).toBe(true);
});

test("a page comes alive: its scripts load, React hydrates it and the menu opens, without console errors", async () => {
  const { page, errors } = await openPage(375);
  await page.goto(`${origin}/about-us/`);
  await hydrated(page);
  const toggle = page.getByRole("button", { name: "Menu", exact: true });
  await toggle.click();
  await page.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "visible" });
  await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
  expect(errors).toEqual([]);
});
