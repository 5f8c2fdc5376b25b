// A new page type is its row, its template, its CMS schema with its labels and its content files
// (issue 53; ARCHITECTURE.md, "To add a page type"): a copy of the site gets a scratch "case study" of
// those six files and nothing else, is built, and has its pages in both languages, the redirects of
// their old slugs, their sitemap entries, the preview's addresses of its entries, the CMS's seeder and
// the admin's words for it in Indonesian.
// Its fields on the site come from its schema (src/data/model/page-type-collection.ts).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { JSDOM } from "jsdom";
import { copySite, type SiteCopy } from "../support/site-copy";

jest.setTimeout(300_000);

const root = join(__dirname, "..", "..");
const ROW = `
  {
    name: "case-study",
    cmsType: "api::case-study.case-study",
    nodeType: "CaseStudy",
    template: "src/templates/case-study.tsx",
    base: inEveryLocale("/case-study/"),
    redirectsOldSlugs: true,
    whenMissing: "say",
  },
`;
const line = { type: "component", component: "shared.line", repeatable: true };
const localized = (localized: boolean) => ({ pluginOptions: { i18n: { localized } } });
/** The six files, by their place in the repository (the row is added to page-types.js). */
const FILES: Record<string, string> = {
  "src/templates/case-study.tsx": `import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { pageSeo } from "../lib/page-seo";
import type { PageLocale } from "../i18n/page-locale";

type Data = {
  caseStudy: { title: string; summary: string; client: string | null; date: string; seo: Parameters<typeof pageSeo>[0] } | null;
};

export default function CaseStudyTemplate({ data }: PageProps<Data>) {
  if (!data.caseStudy) return null;
  return (
    <Layout>
      <article className="container">
        <h1>{data.caseStudy.title}</h1>
        <p>{data.caseStudy.client} · {data.caseStudy.date}</p>
        <p>{data.caseStudy.summary}</p>
      </article>
    </Layout>
  );
}

export const query = graphql\`
  query CaseStudyPage($contentId: String!, $locale: String!) {
    caseStudy(contentId: { eq: $contentId }, locale: { eq: $locale }) {
      title
      summary
      client
      date
      seo {
        ...SeoFields
      }
    }
  }
\`;

export function Head({ data, pageContext }: HeadProps<Data, PageLocale>) {
  return <Seo page={pageContext} title={data.caseStudy?.title ?? ""} description={data.caseStudy?.summary} seo={pageSeo(data.caseStudy?.seo)} />;
}
`,
  "cms/src/api/case-study/content-types/case-study/schema.json": JSON.stringify({
    kind: "collectionType",
    collectionName: "case_studies",
    info: { singularName: "case-study", pluralName: "case-studies", displayName: "Case study" },
    options: { draftAndPublish: true },
    ...localized(true),
    attributes: {
      title: { type: "string", required: true, ...localized(true) },
      slug: { type: "uid", targetField: "title", required: true, ...localized(true) },
      previousSlugs: { ...line, ...localized(true) },
      order: { type: "integer", required: true, default: 1, min: 1, ...localized(false) },
      client: { type: "string", ...localized(false) },
      date: { type: "date", required: true, ...localized(false) },
      summary: { type: "text", required: true, ...localized(true) },
      image: { type: "media", multiple: false, allowedTypes: ["images"], required: true, ...localized(false) },
      seo: { type: "component", component: "shared.seo", repeatable: false, ...localized(true) },
      scheduledAt: { type: "datetime", ...localized(true) },
    },
  }),
  "cms/src/api/case-study/content-types/case-study/editor-labels.js": `"use strict";
const { ORDER, MEDIA, SCHEDULE, INDONESIAN } = require("../../../../editor-help-texts");
module.exports = {
  mainField: "title",
  sort: ["order", "ASC"],
  list: ["order", "title", "slug", "client"],
  edit: [["title", "slug"], ["scheduledAt"], ["order", "client"], ["date"], ["summary"], ["image"], ["previousSlugs"], [["seo", 12]]],
  fields: {
    scheduledAt: SCHEDULE,
    seo: ["SEO", "How this page appears in search results and link previews."],
    title: ["Title", "The case study's name."],
    slug: ["Slug", "Used in the page address: /case-study/<slug>/."],
    previousSlugs: ["Old addresses", "Slugs this case study had before; they redirect to its page."],
    order: ["Order", ORDER],
    client: ["Client", "Who the work was for."],
    date: ["Date", "When the work was delivered."],
    summary: ["Summary", "The paragraph under the title."],
    image: ["Image", MEDIA],
  },
  indonesian: {
    name: "Studi kasus",
    fields: {
      scheduledAt: INDONESIAN.SCHEDULE,
      seo: ["SEO", "Tampilan halaman ini di hasil pencarian dan pratinjau tautan."],
      title: ["Judul", "Nama studi kasus."],
      slug: ["Slug", "Dipakai di alamat halaman: /case-study/<slug>/."],
      previousSlugs: ["Alamat lama", "Slug lama studi kasus ini; dialihkan ke halamannya."],
      order: ["Urutan", INDONESIAN.ORDER],
      client: ["Klien", "Untuk siapa pekerjaan ini."],
      date: ["Tanggal", "Kapan pekerjaan ini diserahkan."],
      summary: ["Ringkasan", "Paragraf di bawah judul."],
      image: ["Gambar", INDONESIAN.MEDIA],
    },
  },
};
`,
  "content/case-studies.json": JSON.stringify([
    {
      id: "case-study-1",
      title: "Orders for a Depok bakery",
      slug: "depok-bakery-orders",
      previousSlugs: ["bakery-orders"],
      client: "Roti Depok",
      date: "12 March 2025",
      summary: "A phone-first order page that the bakery's staff update themselves.",
      image: "projects/ruang-teduh-thumbnail.jpg",
    },
  ]),
  "content/id/case-studies.json": JSON.stringify([
    {
      id: "case-study-1",
      title: "Pesanan untuk toko roti di Depok",
      slug: "pesanan-toko-roti-depok",
      previousSlugs: ["pesanan-toko-roti"],
      summary: "Halaman pesanan untuk ponsel yang diperbarui sendiri oleh staf toko roti.",
    },
  ]),
};

let copy: SiteCopy;
beforeAll(async () => {
  copy = copySite();
  // the copy's own CMS sources (copySite links the checkout's), to add the type's schema to
  rmSync(join(copy.dir, "cms", "src"));
  cpSync(join(root, "cms", "src"), join(copy.dir, "cms", "src"), { recursive: true });
  const table = join(copy.dir, "src", "rules", "page-types.js");
  const source = readFileSync(table, "utf8");
  const end = "\n]);";
  if (!source.includes(end)) throw new Error("src/rules/page-types.js no longer ends its table with ]);");
  writeFileSync(table, source.replace(end, `${ROW.trimEnd()}${end}`));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(copy.dir, file)), { recursive: true });
    writeFileSync(join(copy.dir, file), text);
  }
  const build = await copy.build({});
  if (build.status !== 0) throw new Error(`The build with a new page type failed:\n${build.output.slice(-4000)}`);
});
afterAll(() => copy?.remove());

const page = (path: string) => {
  const file = join(copy.dir, "public", path, "index.html");
  return existsSync(file) ? new JSDOM(readFileSync(file, "utf8")).window.document : undefined;
};
const ENGLISH = "/case-study/depok-bakery-orders/";
const INDONESIAN = "/id/case-study/pesanan-toko-roti-depok/";

test("each entry has its page in both languages, each naming the other as its alternate", () => {
  const english = page(ENGLISH);
  const indonesian = page(INDONESIAN);
  expect(english?.querySelector("h1")?.textContent).toBe("Orders for a Depok bakery");
  expect(indonesian?.querySelector("h1")?.textContent).toBe("Pesanan untuk toko roti di Depok");
  expect(english?.documentElement.lang).toBe("en");
  expect(indonesian?.documentElement.lang).toBe("id");
  // the shared field, from the English file, and the date in each language's words
  expect(english?.querySelector("article p")?.textContent).toBe("Roti Depok · 12 March 2025");
  expect(indonesian?.querySelector("article p")?.textContent).toBe("Roti Depok · 12 Maret 2025");
  const alternate = (document: Document | undefined, lang: string) =>
    new URL(
      document?.querySelector(`link[rel="alternate"][hreflang="${lang}"]`)?.getAttribute("href") ?? "",
      "http://x",
    ).pathname;
  expect(alternate(english, "id")).toBe(INDONESIAN);
  expect(alternate(indonesian, "en")).toBe(ENGLISH);
});

test("an old slug answers 301 with the page, in each language", () => {
  const redirects = readFileSync(join(copy.dir, "public", ".nginx", "redirects.conf"), "utf8");
  expect(redirects).toContain(`location = /case-study/bakery-orders/ { return 301 ${ENGLISH}; }`);
  expect(redirects).toContain(`location = /id/case-study/pesanan-toko-roti/ { return 301 ${INDONESIAN}; }`);
});

test("the sitemap lists both pages", () => {
  const sitemap = readFileSync(join(copy.dir, "public", "sitemap-0.xml"), "utf8");
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  expect(locs).toEqual(expect.arrayContaining([ENGLISH, INDONESIAN]));
});

test("the preview opens an entry's page in the language edited, the CMS seeds the type from its content file, and the admin names it in Indonesian", async () => {
  const cms = join(copy.dir, "cms", "src");
  const { previewPath } = require(join(cms, "preview.js")) as {
    previewPath: (strapi: unknown, uid: string, params: { documentId?: string; locale: string }) => Promise<string>;
  };
  const slugs: Record<string, string> = { en: "depok-bakery-orders", id: "pesanan-toko-roti-depok" };
  const strapi = {
    documents: () => ({ findOne: async ({ locale }: { locale: string }) => ({ slug: slugs[locale] }) }),
  };
  const uid = "api::case-study.case-study";
  expect(await previewPath(strapi, uid, { documentId: "d1", locale: "en" })).toBe(ENGLISH);
  expect(await previewPath(strapi, uid, { documentId: "d1", locale: "id" })).toBe(INDONESIAN);
  expect(await previewPath(strapi, uid, { locale: "id" })).toBe("/id/case-study/");

  const { seeders } = require(join(cms, "seed", "types.js")) as {
    seeders: Array<{ uid: string; file: string; build: (entry: object, order: number) => object }>;
  };
  const seeder = seeders.find((candidate) => candidate.uid === uid);
  expect(seeder?.file).toBe("case-studies.json");
  expect(seeder?.build(JSON.parse(FILES["content/case-studies.json"])[0], 1)).toEqual({
    order: 1,
    slug: "depok-bakery-orders",
  });

  const { messagesId } = require(join(cms, "editor-labels-id.js")) as { messagesId: () => Record<string, string> };
  const messages = messagesId();
  expect(messages["Case study"]).toBe("Studi kasus");
  expect(messages[`content-manager.content-types.${uid}.summary`]).toBe("Ringkasan");
});
