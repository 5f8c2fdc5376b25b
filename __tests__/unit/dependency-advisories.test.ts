/**
 * @jest-environment node
 */
// Known advisories stay fixed (package.json "overrides", README "Known advisories"): every copy of
// axios, cookie and tmp in the lockfile is at least its fixed version, and gatsby-source-strapi, which
// pins axios 1.10.0 itself, still fetches from Strapi with the axios it now gets.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(__dirname, "..", "..");
const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string }>;
};

/** The first version not affected by each advisory. */
const FIXED: Record<string, string> = {
  axios: "1.12.0", // GHSA-4hjh-wcwx-xvwj: unbounded data: URI decoding (DoS)
  cookie: "0.7.0", // GHSA-pxg6-pf52-xh8x: out-of-bounds characters in name, path, domain
  tmp: "0.2.4", // GHSA-52f5-9888-hmc6: arbitrary file write through a symlinked dir
};

const parts = (version: string) => version.split(/[.-]/).slice(0, 3).map(Number);
const atLeast = (version: string, fixed: string) => {
  const [a, b] = [parts(version), parts(fixed)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
};

test.each(Object.keys(FIXED))("every %s in the lockfile has the advisory's fix", (name) => {
  const copies = Object.entries(lock.packages).filter(([path]) => path.endsWith(`node_modules/${name}`));
  expect(copies.length).toBeGreaterThan(0);
  expect(
    copies
      .filter(([, entry]) => !atLeast(entry.version ?? "0.0.0", FIXED[name]))
      .map(([path, entry]) => `${path}@${entry.version}`),
  ).toEqual([]);
});

describe("gatsby-source-strapi with the overridden axios", () => {
  let server: Server;
  let apiURL = "";
  const seen: Array<{ url: string; authorization?: string }> = [];
  const answer = (req: IncomingMessage) => {
    const url = new URL(req.url ?? "/", "http://stub");
    if (url.pathname === "/api/content-type-builder/content-types")
      return { data: [{ uid: "api::service.service", schema: { attributes: { title: { type: "string" } } } }] };
    if (url.pathname === "/api/content-type-builder/components") return { data: [] };
    const page = Number(url.searchParams.get("pagination[page]") ?? 1);
    return {
      data: [{ documentId: `d${page}`, title: `Service ${page}` }],
      meta: { pagination: { page, pageCount: 2 } },
    };
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ url: req.url ?? "", authorization: req.headers.authorization });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(answer(req)));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    apiURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("resolves axios to the fixed copy", () => {
    const axiosPath = require.resolve("axios", { paths: [join(root, "node_modules", "gatsby-source-strapi")] });
    const { version } = JSON.parse(
      readFileSync(
        join(
          axiosPath.slice(0, axiosPath.lastIndexOf("node_modules/axios") + "node_modules/axios".length),
          "package.json",
        ),
        "utf8",
      ),
    );
    expect(atLeast(version, FIXED.axios)).toBe(true);
  });

  test("reads the content types and every page of a collection, with the token and Strapi's query string", async () => {
    const { createAxiosInstance } = require("gatsby-source-strapi/dist/axios-instance");
    const { fetchStrapiContentTypes, fetchEntities } = require("gatsby-source-strapi/dist/fetch");

    const axiosInstance = createAxiosInstance({ apiURL, accessToken: "build-token", maxParallelRequests: 2 });
    const { schemas } = await fetchStrapiContentTypes(axiosInstance);
    const reporter = {
      info: jest.fn(),
      panic: jest.fn((message: string, error: unknown) => {
        throw error ?? new Error(message);
      }),
    };
    const entries = await fetchEntities(
      {
        endpoint: "/api/services",
        queryParams: { populate: "*", pagination: { pageSize: 1 } },
        uid: "api::service.service",
        pluginOptions: {},
      },
      { axiosInstance, reporter, schemas, strapiConfig: {} },
    );
    expect(entries.map((entry: { title: string }) => entry.title)).toEqual(["Service 1", "Service 2"]);
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(seen.every((request) => request.authorization === "Bearer build-token")).toBe(true);
    expect(seen.map((request) => decodeURIComponent(request.url))).toEqual(
      expect.arrayContaining([
        "/api/services?populate=*&pagination[pageSize]=1",
        "/api/services?populate=*&pagination[pageSize]=1&pagination[page]=2",
      ]),
    );
  });
});
