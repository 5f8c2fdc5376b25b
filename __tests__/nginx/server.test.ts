// nginx with deploy/site.conf: status codes, trailing slashes, caching, compression, security
// headers (the HTTP Observatory's grade: observatory.test.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { request } from "node:http";
import { siteUrl } from "../support/browser";
import { publicDir, builtPolicy as readBuiltPolicy } from "../support/site-files";
import { filesAfterPaint } from "../../src/lib/after-paint";

/** A raw GET (fetch hides Content-Encoding and follows redirects). */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(siteUrl(path), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const h = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) h.set(name, Array.isArray(value) ? value.join(", ") : value);
        resolve({ status: response.statusCode ?? 0, headers: h, body: Buffer.concat(chunks) });
      });
    })
      .on("error", reject)
      .end();
  });
}

const builtPolicy = readBuiltPolicy();
const appScript = filesAfterPaint(readFileSync(join(publicDir, "index.html"), "utf8")).scripts.find((src) =>
  /^\/app-[0-9a-f]{20}\.js$/.test(src),
)!;

test("pages answer 200 with and without the trailing slash, without redirects", async () => {
  for (const path of ["/", "/about-us", "/about-us/", "/service/web-development", "/service/web-development/"]) {
    const answer = await get(path);
    expect([path, answer.status]).toEqual([path, 200]);
    expect(answer.body.toString()).toContain("<!DOCTYPE html>");
  }
});

test("an Indonesian page whose slug changed with the glossary (issue 40) answers at its old address with a 301 to the new one", async () => {
  for (const [from, to] of [
    ["/id/service/pengembangan-ai-agent", "/id/service/pengembangan-agen-ai/"],
    ["/id/blog/ai-agent-usaha-kecil/", "/id/blog/agen-ai-usaha-kecil/"],
    ["/id/blog/sepekan-di-studio-depok/", "/id/blog/seminggu-di-studio-depok/"],
  ]) {
    const answer = await get(from);
    expect([from, answer.status, new URL(answer.headers.get("location") ?? "", siteUrl("/")).pathname]).toEqual([
      from,
      301,
      to,
    ]);
    expect([to, (await get(to)).status]).toEqual([to, 200]);
  }
});

test("unknown URLs answer 404 with the not-found page; the build's private folder is not served", async () => {
  for (const path of ["/no-such-page", "/service/no-such-service/", "/ourworks/no-such-project", "/.nginx/csp.conf"]) {
    const answer = await get(path);
    expect([path, answer.status]).toEqual([path, 404]);
    expect(answer.body.toString()).toContain("We can&#x27;t find the page you are looking for");
  }
});

test("source maps and webpack's stats are not served (the build writes them; no page asks for them)", async () => {
  const map = `${appScript}.map`;
  expect(readFileSync(join(publicDir, map.slice(1)), "utf8")).toContain('"sources"'); // the build wrote it
  for (const path of [map, `/id${map}`, "/webpack.stats.json", "/chunk-map.json"]) {
    const answer = await get(path);
    expect([path, answer.status]).toEqual([path, 404]);
    expect(answer.body.toString()).toContain("We can&#x27;t find the page you are looking for");
  }
});

test("no path with a dot-segment is served, under any prefix (a ^~ location skips regex locations)", async () => {
  // Dotfiles a build or a careless copy could leave in each kind of location of deploy/site.conf.
  const made = ["static", "id", "page-data", "page-data/sq", "about-us"].map((dir) =>
    join(publicDir, dir, ".hidden-by-test"),
  );
  const gitDir = join(publicDir, "static", ".git-by-test");
  try {
    for (const file of made) {
      mkdirSync(dirname(file), { recursive: true }); // (a build without static queries has no page-data/sq/)
      writeFileSync(file, "not for visitors");
    }
    mkdirSync(gitDir, { recursive: true });
    writeFileSync(join(gitDir, "config"), "not for visitors");
    const paths = [
      "/static/.hidden-by-test",
      "/id/.hidden-by-test",
      "/page-data/.hidden-by-test",
      "/page-data/sq/.hidden-by-test",
      "/about-us/.hidden-by-test",
      "/static/.git-by-test/config",
      "/static/%2ehidden-by-test",
      "/id/%2Ehidden-by-test",
    ];
    for (const path of paths) {
      const answer = await get(path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body.toString()).not.toContain("not for visitors");
      expect(answer.body.toString()).toContain("We can&#x27;t find the page you are looking for");
    }
  } finally {
    for (const file of made) rmSync(file, { force: true });
    rmSync(gitDir, { recursive: true, force: true });
  }
});

test("hashed assets are cached for a year; HTML and page data are revalidated", async () => {
  expect((await get(appScript)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const image = readFileSync(join(publicDir, "index.html"), "utf8").match(
    /src="(\/static\/[^"]+\.(?:jpg|png|webp))"/,
  )![1];
  expect((await get(image)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  for (const path of ["/", "/about-us", "/page-data/index/page-data.json", "/page-data/app-data.json"]) {
    expect([path, (await get(path)).headers.get("cache-control")]).toEqual([
      path,
      "public, max-age=0, must-revalidate",
    ]);
  }
  expect((await get("/vendor/leaflet.css")).headers.get("cache-control")).toBe(
    "public, max-age=86400, must-revalidate",
  );
  // the drawn share images (issue 38) keep their names when a title changes: a day, like other unhashed images
  for (const path of ["/share/about-us.png", "/share/id/about-us.png"]) {
    const answer = await get(path);
    expect([path, answer.status, answer.headers.get("content-type"), answer.headers.get("cache-control")]).toEqual([
      path,
      200,
      "image/png",
      "public, max-age=86400, must-revalidate",
    ]);
  }
});

test("text is compressed with gzip", async () => {
  for (const path of ["/", appScript, "/page-data/index/page-data.json"]) {
    const answer = await get(path, { "accept-encoding": "gzip" });
    expect([path, answer.headers.get("content-encoding")]).toEqual([path, "gzip"]);
    expect(gunzipSync(answer.body).length).toBeGreaterThan(answer.body.length);
  }
});

test("every answer carries the security headers, the CSP being the one the build wrote", async () => {
  for (const path of ["/", appScript, "/no-such-page"]) {
    const { headers } = await get(path);
    expect(headers.get("content-security-policy")).toBe(builtPolicy);
    expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("server")).toBe("nginx");
  }
  expect(builtPolicy).toContain("frame-ancestors 'none'");
  expect(builtPolicy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
});
