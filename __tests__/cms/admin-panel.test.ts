// The admin panel editors use: the real Strapi of cms/ serving its built admin (cms/build), driven by
// Debian's Chromium. An editor logs in as the first administrator (created from ADMIN_EMAIL and
// ADMIN_PASSWORD, no prompt), retitles a service, publishes it, and the REST API serves the new
// title; then does the same in Indonesian. Only the service's `title` field, the Publish button and
// the edit view's address with its language are relied on: other fields may move.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { logInToAdmin } from "../support/admin";
import { closeBrowser, closeContexts, openPage } from "../support/browser";
import { newAdminLogin, startCms, type RunningCms } from "../support/strapi";

const SERVICE = "Blockchain Development";
const NEW_TITLE = "Blockchain & Web3 Engineering";
const ID_TITLE = "Rekayasa Blockchain & Web3";

let cms: RunningCms;
// Kept across a restart (the second test); removed after the file.
const dataDir = mkdtempSync(join(tmpdir(), "nusakode-admin-"));

function report(line: string) {
  process.stdout.write(`[admin] ${line}\n`);
}

async function api(path: string, init: RequestInit = {}, base = cms) {
  const response = await fetch(`${base.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${base.token}`, "content-type": "application/json", ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Array<{ documentId: string; title: string }> };
}

/** The published services with a title (REST API with the build token: published entries only). */
const servicesTitled = async (title: string) => (await api(`/api/services?filters[title][$eq]=${encodeURIComponent(title)}`)).data;

beforeAll(async () => {
  cms = await startCms("", "", { dataDir });
  report(`Strapi answered after ${cms.startSeconds.toFixed(1)} s`);
}, 240000);

afterEach(closeContexts);

afterAll(async () => {
  await closeBrowser();
  await cms?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("an editor logs in, retitles a service and publishes it; the REST API serves the new title", async () => {
  const started = Date.now();
  const [service] = await servicesTitled(SERVICE);
  expect(service?.title).toBe(SERVICE);

  const { page } = await openPage(1280, 900);
  await logInToAdmin(page, cms.url, cms.admin);

  await page.getByRole("link", { name: "Content Manager" }).click();
  await page.getByRole("navigation", { name: "Content Manager" }).getByRole("link", { name: "Service", exact: true }).click();
  await page.getByRole("row", { name: new RegExp(SERVICE) }).click();
  await page.waitForURL(new RegExp(`/content-manager/collection-types/api::service\\.service/${service.documentId}`));
  await page.getByRole("heading", { level: 1, name: SERVICE }).waitFor();

  // The service's own title: labelled "title" or "Title" (editor labels), and not details.title, a
  // component field with the same label (the input's name tells them apart).
  const title = page.getByRole("textbox", { name: /^title$/i }).and(page.locator('[name="title"]'));
  await title.fill(NEW_TITLE);
  const publishing = page.waitForResponse(
    (response) => response.request().method() === "POST" && /\/content-manager\/collection-types\/api::service\.service\/[^/?]+\/actions\/publish/.test(response.url()),
  );
  await page.getByRole("button", { name: "Publish" }).click();
  expect((await publishing).status()).toBe(200);
  await page.getByRole("heading", { level: 1, name: NEW_TITLE }).waitFor();

  const published = (await api(`/api/services?filters[documentId][$eq]=${service.documentId}`)).data;
  expect(published.map((entry) => entry.title)).toEqual([NEW_TITLE]);
  expect(await servicesTitled(SERVICE)).toEqual([]);
  report(`log in, edit and publish in the admin: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 120000);

test("an editor opens the service in Indonesian, retitles it and publishes that language; English keeps its own title", async () => {
  const started = Date.now();
  const [service] = (await api(`/api/services?locale=id&filters[serviceId][$eq]=service-3`)).data;
  expect(service.title).not.toBe(NEW_TITLE);
  const { page } = await openPage(1280, 900);
  await logInToAdmin(page, cms.url, cms.admin);
  // the edit view in the language an editor picks at the top of it (Strapi's i18n keeps it in the address)
  await page.goto(`${cms.url}/admin/content-manager/collection-types/api::service.service/${service.documentId}?plugins[i18n][locale]=id`);
  await page.getByRole("heading", { level: 1, name: service.title }).waitFor();
  const title = page.getByRole("textbox", { name: /^title$/i }).and(page.locator('[name="title"]'));
  await title.fill(ID_TITLE);
  const publishing = page.waitForResponse(
    (response) => response.request().method() === "POST" && /\/content-manager\/collection-types\/api::service\.service\/[^/?]+\/actions\/publish/.test(response.url()) && response.url().includes("locale=id"),
  );
  await page.getByRole("button", { name: "Publish" }).click();
  expect((await publishing).status()).toBe(200);
  await page.getByRole("heading", { level: 1, name: ID_TITLE }).waitFor();
  expect((await api(`/api/services?locale=id&filters[documentId][$eq]=${service.documentId}`)).data.map((entry) => entry.title)).toEqual([ID_TITLE]);
  expect((await api(`/api/services?filters[documentId][$eq]=${service.documentId}`)).data.map((entry) => entry.title)).toEqual([NEW_TITLE]);
  report(`log in, edit and publish the Indonesian version in the admin: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 120000);

test("a second start on the same database keeps the one administrator and its password", async () => {
  await cms.stop();
  // Started again with another ADMIN_PASSWORD in the environment (as when an editor changed theirs in the admin).
  const again = await startCms("", "", { dataDir, admin: newAdminLogin() });
  try {
    const login = (password: string) =>
      fetch(`${again.url}/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: cms.admin.email, password }),
      });
    const original = await login(cms.admin.password);
    expect(original.status).toBe(200);
    const { data } = (await original.json()) as { data: { token: string } };
    expect((await login(again.admin.password)).status).toBe(400);
    const users = await fetch(`${again.url}/admin/users`, { headers: { authorization: `Bearer ${data.token}` } });
    expect(users.status).toBe(200);
    const { data: found } = (await users.json()) as { data: { results: Array<{ email: string }> } };
    expect(found.results.map((user) => user.email)).toEqual([cms.admin.email.toLowerCase()]);
  } finally {
    await again.stop();
  }
}, 240000);
