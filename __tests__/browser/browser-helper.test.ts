// The browser layer itself: a Chromium that went away (crashed, killed) is replaced before the next
// page is handed out, and the replacement is printed with the lost browser's last log lines.
import { openPage, siteUrl } from "../support/browser";

it("replaces a browser that went away, so no test gets a dead one", async () => {
  const { page: first } = await openPage(1280);
  const lost = first.context().browser()!;
  const disconnected = new Promise((resolve) => lost.once("disconnected", resolve));
  const session = await lost.newBrowserCDPSession();
  // Browser.crash ends the process; its answer never comes, the connection closes instead.
  const crash = session.send("Browser.crash").then(
    () => "answered",
    (error: Error) => error.message,
  );
  await disconnected;
  await expect(crash).resolves.toMatch(/closed/);
  expect(lost.isConnected()).toBe(false);

  const printed: string[] = [];
  const write = jest.spyOn(process.stderr, "write").mockImplementation((chunk) => printed.push(String(chunk)) > 0);
  try {
    const { page, errors } = await openPage(1280);
    expect(page.context().browser()).not.toBe(lost);
    await page.goto(siteUrl("/"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    write.mockRestore();
  }
  expect(printed.join("")).toContain("[browser] Chromium went away between tests; launching a new one.");
});
