import type { Browser } from "playwright-core";
import { launchBrowser, openPage, siteUrl } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it("FAQ tabs work by keyboard, and one question is open at a time", async () => {
  const { page, errors } = await openPage(browser, 1280);
  await page.goto(siteUrl("/faq"));
  await page.waitForTimeout(900);
  await page.getByRole("tab", { name: "General" }).focus();
  await page.keyboard.press("ArrowRight");
  const process = page.getByRole("tab", { name: "Process" });
  await expect(process.getAttribute("aria-selected")).resolves.toBe("true");
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Process");
  await expect(page.getByRole("button", { name: "How do we start working together?" }).getAttribute("aria-expanded")).resolves.toBe("true");
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Business" }).getAttribute("aria-selected")).resolves.toBe("true");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "General" }).getAttribute("aria-selected")).resolves.toBe("true");

  const first = page.getByRole("button", { name: "What does your agency do?" });
  const second = page.getByRole("button", { name: "Do you work with clients outside Indonesia?" });
  await second.click();
  await expect(second.getAttribute("aria-expanded")).resolves.toBe("true");
  await expect(first.getAttribute("aria-expanded")).resolves.toBe("false");
  expect(errors).toEqual([]);
  await page.close();
});

it("the pricing toggle switches every card between annual and monthly prices", async () => {
  const { page, errors } = await openPage(browser, 375);
  await page.goto(siteUrl("/pricing"));
  await page.waitForTimeout(900);
  const prices = () => page.getByTestId("price").allTextContents();
  await expect(prices()).resolves.toEqual(["$299", "$499", "$299"]);
  const toggle = page.getByRole("switch", { name: "Billed annually" });
  await toggle.click();
  await expect(toggle.getAttribute("aria-checked")).resolves.toBe("false");
  await expect(prices()).resolves.toEqual(["$399", "$599", "$399"]);
  await toggle.press("Enter");
  await expect(prices()).resolves.toEqual(["$299", "$499", "$299"]);
  expect(errors).toEqual([]);
  await page.close();
});
