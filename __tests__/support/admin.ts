// The admin panel as an editor meets it: the login form of the CMS's first administrator.
import type { Page } from "playwright-core";
import { openPage, type StorageState } from "./browser";

/** Logs in through the form (not the form that registers a first administrator: the CMS made one). */
export async function logInToAdmin(page: Page, url: string, admin: { email: string; password: string }) {
  await page.goto(`${url}/admin`);
  await page.getByRole("button", { name: "Login" }).waitFor();
  if (new URL(page.url()).pathname !== "/admin/auth/login")
    throw new Error(`the admin opened ${page.url()}, not its login form`);
  await page.getByRole("textbox", { name: "Email" }).fill(admin.email);
  await page.getByRole("textbox", { name: "Password" }).fill(admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((address) => address.pathname === "/admin" || address.pathname === "/admin/");
}

const signedIn = new Map<string, StorageState>();

/**
 * A page signed in to the admin at `url`, at about:blank, for tests of what comes after the login: the
 * form is filled once per CMS and administrator (logInToAdmin, 4-5 s), and later contexts start from
 * the cookies and local storage it left, where Strapi keeps the editor's session.
 */
export async function openSignedInAdmin(
  url: string,
  admin: { email: string; password: string },
  width = 1280,
  height = 900,
) {
  const key = `${url} ${admin.email}`;
  const state = signedIn.get(key);
  if (state) return openPage(width, height, state);
  const opened = await openPage(width, height);
  await logInToAdmin(opened.page, url, admin);
  signedIn.set(key, await opened.page.context().storageState());
  return opened;
}
