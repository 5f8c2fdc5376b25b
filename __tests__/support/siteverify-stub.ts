// A local stand-in for reCAPTCHA's siteverify (RECAPTCHA_VERIFY_URL): answers each check with the
// verdict the test sets, and records what the CMS sent (secret, token, remote address).
import { createServer, type Server } from "node:http";

export interface Verdict {
  success: boolean;
  action?: string;
  hostname?: string;
  score?: number;
}
export interface SiteverifyStub {
  url: string;
  verdict: Verdict;
  /** when set, the verdict for each token instead */
  verdictFor?: (token: string) => Verdict;
  checks: Array<Record<string, string>>;
  close: () => Promise<void>;
}

export async function startSiteverifyStub(port: number, verdict: Verdict): Promise<SiteverifyStub> {
  const stub: SiteverifyStub = {
    url: `http://127.0.0.1:${port}/siteverify`,
    verdict,
    checks: [],
    close: async () => undefined,
  };
  const server: Server = createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const check = Object.fromEntries(new URLSearchParams(body));
    stub.checks.push(check);
    const verdict = stub.verdictFor?.(check.response ?? "") ?? stub.verdict;
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify(verdict.success ? verdict : { success: false, "error-codes": ["invalid-input-response"] }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  stub.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stub;
}
