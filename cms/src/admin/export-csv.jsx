// "Export CSV" on the list of contact messages and of launch sign-ups (listView.actions): every entry,
// fetched page by page through the content manager with the editor's own session, saved as a file.
import { useState } from "react";
import { useParams } from "react-router-dom";
import { Button } from "@strapi/design-system";
import { getFetchClient } from "@strapi/strapi/admin";
import { CSV_EXPORTS, toCsv } from "./visitor-data-csv";

export function ExportCsv() {
  const { slug } = useParams();
  const [busy, setBusy] = useState(false);
  const spec = CSV_EXPORTS[slug];
  if (!spec) return null;
  const download = async () => {
    setBusy(true);
    try {
      const { get } = getFetchClient();
      const entries = [];
      for (let page = 1, pages = 1; page <= pages; page++) {
        const { data } = await get(
          `/content-manager/collection-types/${slug}?page=${page}&pageSize=100&sort=createdAt:DESC`,
        );
        entries.push(...data.results);
        pages = data.pagination.pageCount;
      }
      const url = URL.createObjectURL(new Blob([toCsv(spec.columns, entries)], { type: "text/csv;charset=utf-8" }));
      const link = Object.assign(document.createElement("a"), {
        href: url,
        download: `${spec.file}-${new Date().toISOString().slice(0, 10)}.csv`,
      });
      link.click();
      URL.revokeObjectURL(url);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={download} loading={busy}>
      Export CSV
    </Button>
  );
}
