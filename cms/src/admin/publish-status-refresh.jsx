// Publish status follows the build while it is open: the runner updates the entry (deploy/publish.sh)
// while an editor watches, and the content manager would show what it loaded until a reload. Placed in
// the edit view's side panel (editView.right-links, every type's); on Publish status only, it asks for
// the entry every few seconds and, when it changed, has the content manager fetch it again (the form
// is read-only, so nothing an editor typed is replaced). It shows nothing itself.
import { useEffect } from "react";
import { useDispatch } from "react-redux";
import { adminApi, getFetchClient } from "@strapi/strapi/admin";

const PUBLISH_STATUS = "api::publish-status.publish-status";
const EVERY_MS = 3000;

export function PublishStatusRefresh({ slug }) {
  const dispatch = useDispatch();
  useEffect(() => {
    if (slug !== PUBLISH_STATUS) return undefined;
    const { get } = getFetchClient();
    let seen = null;
    const check = async () => {
      try {
        const { data } = await get(`/content-manager/single-types/${PUBLISH_STATUS}`);
        const updatedAt = data?.data?.updatedAt;
        // The first answer refetches too: the entry may have changed between the view's load and this check.
        if (updatedAt !== seen) dispatch(adminApi.util.invalidateTags([{ type: "Document", id: PUBLISH_STATUS }]));
        seen = updatedAt;
      } catch {
        // the CMS did not answer this time: the next check asks again
      }
    };
    check();
    const timer = setInterval(check, EVERY_MS);
    return () => clearInterval(timer);
  }, [slug, dispatch]);
  return null;
}
