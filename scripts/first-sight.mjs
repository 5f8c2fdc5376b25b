// One load of a route as a visitor on a mid-range phone gets it (the speed budgets: Chromium at
// 375 x 667, slow 4G 1.6 Mbps down / 150 ms latency, CPU 4x slower), with a Chromium trace:
//   firstPaintMs   first contentful paint, from navigation start;
//   interactiveMs  React has hydrated <main> (its props are attached, as __tests__/support/browser.ts
//                  checks it), from navigation start; checked every animation frame;
//   lcpMs          the last largest-contentful-paint entry;
//   blockingMs     the trace's main-thread blocking: the sum, over the renderer main thread's tasks from
//                  navigation to 3 s after load, of their time above 50 ms;
//   longestTaskMs  the longest of those tasks.
// CPU throttling makes Chromium's tasks themselves longer, so the trace's durations are the slow phone's.
export const PHONE = {
  width: 375,
  height: 667,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading"];

export async function firstSight(browser, url) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
    await page.addInitScript(() => {
      const seen = (window.__firstSight = { lcp: 0, interactive: 0 });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
      const check = () => {
        const main = document.querySelector("main");
        if (main && Object.keys(main).some((key) => key.startsWith("__reactProps$")))
          seen.interactive = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => window.__firstSight.interactive > 0, null, { timeout: 60000 });
    const loadEnd = await page.evaluate(() => performance.getEntriesByType("navigation")[0].loadEventEnd);
    const untilMs = Math.max(loadEnd + 3000, await page.evaluate(() => performance.now()));
    await page.waitForFunction((until) => performance.now() >= until, untilMs, { timeout: 60000, polling: 250 });
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
    const seen = await page.evaluate(() => ({
      ...window.__firstSight,
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    }));
    return {
      firstPaintMs: seen.firstPaint,
      interactiveMs: seen.interactive,
      lcpMs: seen.lcp,
      ...blocking(trace, untilMs),
    };
  } finally {
    await context.close();
  }
}

/** Main-thread blocking of the page's renderer in a trace, from its navigation to `untilMs` after it. */
function blocking(trace, untilMs) {
  const events = trace.traceEvents ?? trace;
  const navigation = events.find(
    (e) =>
      e.name === "navigationStart" &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith("http"),
  );
  if (!navigation) throw new Error("the trace has no navigationStart of the page");
  const main = events.find(
    (e) => e.name === "thread_name" && e.pid === navigation.pid && e.args?.name === "CrRendererMain",
  );
  const start = navigation.ts;
  const end = start + untilMs * 1000;
  const tasks = events
    .filter(
      (e) =>
        e.ph === "X" &&
        e.pid === navigation.pid &&
        e.tid === (main?.tid ?? navigation.tid) &&
        (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") &&
        e.ts >= start &&
        e.ts <= end,
    )
    .map((e) => e.dur / 1000);
  return { blockingMs: tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0), longestTaskMs: Math.max(0, ...tasks) };
}
