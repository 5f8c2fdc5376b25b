// An entry the live site's last build could not use says so on its own page: at the top of the edit
// view's side panel (editView.right-links), the line Publish status gives (which field, why, and what
// the site shows instead), for this entry in this language. Read from Publish status's "Not published,
// by entry" (the build's .nginx/left-out.json, written there by deploy/publish.sh), once as the page
// opens; a Save that corrects it is checked by the CMS at once, and the next build clears the line.
import { useEffect, useState } from "react";
import { Box, Typography } from "@strapi/design-system";
import {
  getFetchClient,
  unstable_useContentManagerContext as useContentManagerContext,
  useQueryParams,
} from "@strapi/strapi/admin";

const PUBLISH_STATUS = "api::publish-status.publish-status";
const SOURCE_LOCALE = "en";

export function LeftOutOnEntry() {
  const { model, id, collectionType } = useContentManagerContext();
  const [{ query }] = useQueryParams();
  const locale = query.plugins?.i18n?.locale ?? SOURCE_LOCALE;
  const [lines, setLines] = useState([]);
  useEffect(() => {
    setLines([]);
    if (!model?.startsWith("api::") || model === PUBLISH_STATUS) return undefined;
    let current = true;
    getFetchClient()
      .get(`/content-manager/single-types/${PUBLISH_STATUS}`)
      .then(({ data }) => {
        const leftOut = Array.isArray(data?.data?.leftOut) ? data.data.leftOut : [];
        const mine = leftOut.filter(
          (entry) =>
            entry?.uid === model &&
            entry.locale === locale &&
            (collectionType === "single-types" || entry.documentId === id),
        );
        if (current) setLines(mine.map((entry) => String(entry.line)));
      })
      .catch(() => {
        // Publish status could not be read: nothing is said rather than something wrong
      });
    return () => {
      current = false;
    };
  }, [model, id, collectionType, locale]);
  if (lines.length === 0) return null;
  return (
    <Box
      role="note"
      aria-label="Not on the live site"
      background="danger100"
      borderColor="danger200"
      hasRadius
      padding={3}
      marginBottom={2}
    >
      <Typography variant="omega" fontWeight="bold" tag="p">
        Not on the live site as saved: the last build could not use this version.
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="omega" tag="p">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
