import type { GatsbyNode } from "gatsby";
import { readCmsDecision } from "../data/cms/cms-source";
import { missingContactEnv } from "../lib/contact-config";
import { recordForEditors } from "../data/cms/problems-for-editors";

// The contact send needs its GATSBY_ settings; say which are missing (the form then fails politely).
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const cms = readCmsDecision(process.env);
  if (cms && !cms.use && cms.reason) {
    if (cms.required) {
      const message = `CMS_REQUIRED=true and the CMS${cms.apiURL ? ` at ${cms.apiURL}` : ""} cannot be used: ${cms.reason}`;
      recordForEditors(message);
      reporter.panic(message);
    }
    reporter.warn(`CMS at ${cms.apiURL} not used: ${cms.reason}. This build uses the built-in content.`);
  }
  if (cms?.use) reporter.info(`Content from the CMS at ${cms.apiURL} (STRAPI_API_URL)`);
  const missing = missingContactEnv(process.env);
  if (missing.length > 0) {
    reporter.warn(
      `Contact form not configured: ${missing.join(", ")} not set. Submits will show the generic error until they are (see README).`,
    );
  }
};
