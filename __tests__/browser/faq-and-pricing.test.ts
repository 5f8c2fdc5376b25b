import { loadHydrated, openPage, siteUrl } from "../support/browser";

it("FAQ tabs work by keyboard, and one question is open at a time", async () => {
  const { page, errors } = await openPage(1280);
  await loadHydrated(page, siteUrl("/faq"));
  await page.getByRole("tab", { name: "General" }).focus();
  await page.keyboard.press("ArrowRight");
  const process = page.getByRole("tab", { name: "Process" });
  await expect(process.getAttribute("aria-selected")).resolves.toBe("true");
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Process");
  await expect(
    page.getByRole("button", { name: "How do we start working together?" }).getAttribute("aria-expanded"),
  ).resolves.toBe("true");
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
});

it("the pricing toggle switches every card between annual and monthly prices", async () => {
  const { page, errors } = await openPage(375);
  await loadHydrated(page, siteUrl("/pricing"));
  const prices = () => page.getByTestId("price").allTextContents();
  await expect(prices()).resolves.toEqual(["$299", "$499", "$299"]);
  const toggle = page.getByRole("switch", { name: "Billed annually" });
  await toggle.click();
  await expect(toggle.getAttribute("aria-checked")).resolves.toBe("false");
  await expect(prices()).resolves.toEqual(["$399", "$599", "$399"]);
  await toggle.press("Enter");
  await expect(prices()).resolves.toEqual(["$299", "$499", "$299"]);
  expect(errors).toEqual([]);
});
