// Crawls a built site from linkinator's own local server: every internal link, image, stylesheet and
// script. Other sites are not fetched (tests have no internet). Prints a JSON report; exit 1 if broken.
// Usage: node scripts/check-links.mjs [dir=public]
import { LinkChecker } from "linkinator";

const dir = process.argv[2] ?? "public";
const result = await new LinkChecker().check({
  path: dir,
  recurse: true,
  linksToSkip: ["^(?!http://localhost)"],
  concurrency: 20,
});
const broken = result.links
  .filter((link) => link.state === "BROKEN")
  .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
process.stdout.write(`${JSON.stringify({ checked: result.links.length, broken })}\n`);
process.exitCode = broken.length > 0 ? 1 : 0;
