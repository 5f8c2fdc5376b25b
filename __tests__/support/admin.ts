// The admin panel as an editor meets it: the login form of the CMS's first administrator.
import type { Page } from "playwright-core";

/** Logs in through the form (not the form that registers a first administrator: the CMS made one). */
export async function logInToAdmin(page: Page, url: string, admin: { email: string; password: string }) {
  await page.goto(`${url}/admin`);
  await page.getByRole("button", { name: "Login" }).waitFor();
  if (new URL(page.url()).pathname !== "/admin/auth/login") throw new Error(`the admin opened ${page.url()}, not its login form`);
  await page.getByRole("textbox", { name: "Email" }).fill(admin.email);
  await page.getByRole("textbox", { name: "Password" }).fill(admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((address) => address.pathname === "/admin" || address.pathname === "/admin/");
}
