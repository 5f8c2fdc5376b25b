// The HTTP Observatory's published scoring (mozilla/http-observatory, httpobs/docs/scoring.md, 2024)
// for the tests that depend on response headers. Start at 100, add each test's modifier; bonuses
// count only when the score without them is 90 or more; 100+ is A+.
export interface Scored {
  test: string;
  result: string;
  modifier: number;
}

const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources] as const),
  );

function csp(header: string | null): Scored {
  if (!header) return { test: "content-security-policy", result: "csp-not-implemented", modifier: -25 };
  const d = directivesOf(header);
  const scripts = d.get("script-src") ?? d.get("default-src") ?? [];
  const styles = d.get("style-src") ?? d.get("default-src") ?? [];
  const hashesOrNonces = scripts.some((s) => /^'(sha(256|384|512)-|nonce-)/.test(s));
  if (scripts.includes("'unsafe-inline'") && !hashesOrNonces) return { test: "content-security-policy", result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  if ([...d.values()].flat().some((s) => /^http:/.test(s) || s === "http:")) return { test: "content-security-policy", result: "csp-implemented-with-insecure-scheme", modifier: -20 };
  if (scripts.includes("'unsafe-eval'")) return { test: "content-security-policy", result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  if (styles.includes("'unsafe-inline'")) return { test: "content-security-policy", result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  if ((d.get("default-src") ?? []).join(" ") === "'none'") return { test: "content-security-policy", result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 };
  return { test: "content-security-policy", result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function hsts(header: string | null): Scored {
  const maxAge = Number(header?.match(/max-age=(\d+)/i)?.[1] ?? NaN);
  if (Number.isNaN(maxAge)) return { test: "strict-transport-security", result: "hsts-not-implemented", modifier: -20 };
  if (maxAge < 15768000) return { test: "strict-transport-security", result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
  return { test: "strict-transport-security", result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 };
}

function frameOptions(headers: Headers): Scored {
  const ancestors = directivesOf(headers.get("content-security-policy") ?? "").get("frame-ancestors");
  if (ancestors && !ancestors.includes("*")) return { test: "x-frame-options", result: "x-frame-options-implemented-via-csp", modifier: 5 };
  const xfo = headers.get("x-frame-options")?.toUpperCase();
  if (xfo === "DENY" || xfo === "SAMEORIGIN") return { test: "x-frame-options", result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  return { test: "x-frame-options", result: "x-frame-options-not-implemented", modifier: -20 };
}

function referrer(header: string | null): Scored {
  const policy = header?.split(",").pop()?.trim().toLowerCase();
  if (!policy) return { test: "referrer-policy", result: "referrer-policy-not-implemented", modifier: 0 };
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(policy)) return { test: "referrer-policy", result: "referrer-policy-private", modifier: 5 };
  if (policy === "no-referrer-when-downgrade") return { test: "referrer-policy", result: "referrer-policy-no-referrer-when-downgrade", modifier: 0 };
  return { test: "referrer-policy", result: "referrer-policy-unsafe", modifier: -5 };
}

/** Scores one HTML answer; redirectsToHttps: whether plain http on the same host redirects to https. */
export function observatoryScore(headers: Headers, html: string, redirectsToHttps: boolean) {
  const externalScripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]).filter((src) => /^(https?:)?\/\//.test(src));
  const tests: Scored[] = [
    csp(headers.get("content-security-policy")),
    headers.get("set-cookie") ? { test: "cookies", result: "cookies-present (not scored here)", modifier: -40 } : { test: "cookies", result: "cookies-not-found", modifier: 0 },
    headers.get("access-control-allow-origin") === "*"
      ? { test: "cross-origin-resource-sharing", result: "cross-origin-resource-sharing-implemented-with-universal-access", modifier: -50 }
      : { test: "cross-origin-resource-sharing", result: "cross-origin-resource-sharing-not-implemented", modifier: 0 },
    redirectsToHttps ? { test: "redirection", result: "redirection-to-https", modifier: 0 } : { test: "redirection", result: "redirection-missing", modifier: -20 },
    referrer(headers.get("referrer-policy")),
    hsts(headers.get("strict-transport-security")),
    externalScripts.length === 0
      ? { test: "subresource-integrity", result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 }
      : { test: "subresource-integrity", result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 },
    headers.get("x-content-type-options")?.toLowerCase() === "nosniff"
      ? { test: "x-content-type-options", result: "x-content-type-options-nosniff", modifier: 0 }
      : { test: "x-content-type-options", result: "x-content-type-options-not-implemented", modifier: -5 },
    frameOptions(headers),
  ];
  const penalties = 100 + tests.filter((t) => t.modifier < 0).reduce((sum, t) => sum + t.modifier, 0);
  const score = penalties >= 90 ? penalties + tests.filter((t) => t.modifier > 0).reduce((sum, t) => sum + t.modifier, 0) : penalties;
  const grade = score >= 100 ? "A+" : score >= 90 ? "A" : score >= 85 ? "A-" : score >= 80 ? "B+" : score >= 70 ? "B" : "below B";
  return { score, grade, tests };
}
