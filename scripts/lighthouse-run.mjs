// Lighthouse on a URL, for the benchmarks (scripts/bench.mjs, scripts/bench-first-sight.mjs).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** One Lighthouse run (mobile) on `url` in a fresh Chromium: its four category scores, FCP, LCP, TBT, CLS,
 * the JavaScript it saw transferred and the machine's benchmarkIndex. */
export async function lighthouseRun(url, { throttlingMethod = "simulate", cpuSlowdown = 4, chromeFlags = [] } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: [...CHROME_FLAGS, ...chromeFlags] });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      throttlingMethod,
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (
      lhr.configSettings.throttlingMethod !== throttlingMethod ||
      lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown ||
      lhr.configSettings.throttling.rttMs !== 150
    )
      throw new Error(`Lighthouse throttled otherwise: ${JSON.stringify(lhr.configSettings.throttling)}`);
    const script = lhr.audits["resource-summary"].details.items.find((item) => item.resourceType === "script");
    return {
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      "best-practices": lhr.categories["best-practices"].score * 100,
      seo: lhr.categories.seo.score * 100,
      fcpMs: lhr.audits["first-contentful-paint"].numericValue,
      lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
      tbtMs: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      jsKb: (script?.transferSize ?? 0) / 1000,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}
