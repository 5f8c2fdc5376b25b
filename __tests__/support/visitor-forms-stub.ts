// A local stand-in for the CMS's form route (POST /api/visitor-forms/<form>) for the browser tests of
// the EmailJS way: records each send and answers 201 (kept) or 503 (the CMS down). The real route is
// __tests__/cms/visitor-forms.test.ts's.
import { createServer, type Server } from "node:http";

export interface VisitorFormsStub {
  sends: Array<{ form: string; body: Record<string, unknown> }>;
  mode: "ok" | "503";
  close: () => Promise<void>;
}

/** The stand-in on the port the test build's forms send to (VISITOR_FORMS_PORT, scripts/test-env.sh). */
export const VISITOR_FORMS_URL = `http://127.0.0.1:${process.env.VISITOR_FORMS_PORT ?? 18232}/api/visitor-forms/contact`;

export async function startVisitorFormsStub(
  port = Number(process.env.VISITOR_FORMS_PORT ?? 18232),
): Promise<VisitorFormsStub> {
  const stub: VisitorFormsStub = { sends: [], mode: "ok", close: async () => undefined };
  const server: Server = createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    stub.sends.push({ form: (request.url ?? "").split("/").pop() ?? "", body: JSON.parse(body || "{}") });
    response.writeHead(stub.mode === "ok" ? 201 : 503, {
      "content-type": "application/json",
      "access-control-allow-origin": String(request.headers.origin ?? "*"),
    });
    response.end(
      JSON.stringify(
        stub.mode === "ok" ? { data: { kept: true, duplicate: false } } : { data: null, error: { status: 503 } },
      ),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  stub.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stub;
}
