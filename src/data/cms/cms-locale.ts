// The CMS's entries in a language other than its default (English), fetched from Strapi's REST API in
// a pass of their own. gatsby-source-strapi 5.0.4 sources the default locale only: its node ids are
// made from documentId without the locale, so a second locale would overwrite the first (gatsby-uc/
// plugins pull requests 520 and 521, unmerged), and `locale: "all"` crashes on single types (issue
// 509). It asks without a locale and gets English; this asks with one, with the same populate and
// status, and hands the entries on as the plugin would have (none of the site's Strapi attributes is
// one the plugin renames; media are left out, as every image is shared by the languages).
import { cmsMappings } from "./cms-mapping";
import { restPopulate } from "./cms-populate";
import type { CmsEntry } from "./cms-values";

/** Strapi's REST query string for nested parameters (what the qs package writes, encodeValuesOnly). */
export function strapiQuery(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${key}[${i}]`));
    else if (typeof value === "object" && value !== null)
      for (const [name, inner] of Object.entries(value)) walk(inner, `${key}[${name}]`);
    else pairs.push(`${key}=${encodeURIComponent(String(value))}`);
  };
  for (const [name, value] of Object.entries(params)) walk(value, name);
  return pairs.join("&");
}

type Get = (path: string) => Promise<{ status: number; body: unknown }>;

/** Each content type's entries in `locale` by its singular name; a type without any is left out. */
export async function fetchCmsLocale(
  get: Get,
  locale: string,
  status: "published" | "draft",
): Promise<Map<string, CmsEntry[]>> {
  const types = await get("/api/content-type-builder/content-types");
  const plural = new Map(
    ((types.body as { data?: Array<{ uid: string; schema: { pluralName: string } }> }).data ?? []).map((t) => [
      t.uid,
      t.schema.pluralName,
    ]),
  );
  const found = new Map<string, CmsEntry[]>();
  for (const mapping of cmsMappings) {
    const params = { populate: restPopulate(mapping.singularName), status, locale };
    if (mapping.kind === "singleType") {
      const { status: code, body } = await get(`/api/${mapping.singularName}?${strapiQuery(params)}`);
      // 404: no entry in this language
      if (code === 200) found.set(mapping.singularName, [(body as { data: CmsEntry }).data]);
      else if (code !== 404) throw new Error(`HTTP ${code} for ${mapping.singularName} (${locale})`);
      continue;
    }
    const pluralName = plural.get(`api::${mapping.singularName}.${mapping.singularName}`);
    if (!pluralName) throw new Error(`the CMS has no content type ${mapping.singularName}`);
    const entries: CmsEntry[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const path = `/api/${pluralName}?${strapiQuery({ ...params, pagination: { page, pageSize: 100 } })}`;
      const { status: code, body } = await get(path);
      if (code !== 200) throw new Error(`HTTP ${code} for ${mapping.singularName} (${locale})`);
      const { data, meta } = body as { data: CmsEntry[]; meta: { pagination: { pageCount: number } } };
      entries.push(...data);
      pages = meta.pagination.pageCount;
    }
    if (entries.length > 0) found.set(mapping.singularName, entries);
  }
  return found;
}

/** A Get over fetch, with the build's token. */
export const restGet =
  (apiURL: string, token: string | undefined): Get =>
  async (path) => {
    const response = await fetch(new URL(path, apiURL), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: response.ok ? await response.json() : undefined };
  };
