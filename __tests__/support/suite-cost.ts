// The suite's own cost (scripts/suite-cost.mjs prints it at the end of `npm test`): every `gatsby build`
// and Strapi start a test makes is counted here, one line each in SUITE_COST_LOG (set by scripts/test.sh;
// nothing is written when it is not set, as in a quick loop).
import { appendFileSync } from "node:fs";

export type CostEvent = "gatsby build" | "Strapi start";

export function countCost(event: CostEvent, count = 1) {
  const log = process.env.SUITE_COST_LOG;
  if (!log || count <= 0) return;
  appendFileSync(log, `${JSON.stringify({ event, count, file: expect.getState().testPath ?? "" })}\n`);
}
