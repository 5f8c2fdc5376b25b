// A local stand-in for the email provider's API: records each multipart send and answers as told.
import { createServer, type Server } from "node:http";

export type StubMode = "ok" | "500" | "429" | "drop";

export interface EmailStub {
  sends: Array<{ path: string; fields: Record<string, string> }>;
  mode: StubMode;
  delayMs: number;
  close: () => Promise<void>;
}

export async function startEmailStub(port: number): Promise<EmailStub> {
  const stub: EmailStub = { sends: [], mode: "ok", delayMs: 0, close: async () => undefined };
  const server: Server = createServer(async (req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    if (req.method === "OPTIONS") {
      res.setHeader("Access-Control-Allow-Headers", "*");
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const form = await new Request("http://stub/", {
      method: "POST",
      headers: { "content-type": req.headers["content-type"] ?? "" },
      body,
    }).formData();
    const fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
    stub.sends.push({ path: req.url ?? "", fields });
    await new Promise((r) => setTimeout(r, stub.delayMs));
    if (stub.mode === "drop") {
      req.socket.destroy();
      return;
    }
    const [status, text] =
      stub.mode === "500"
        ? [500, "Internal Server Error"]
        : stub.mode === "429"
          ? [429, "Too Many Requests"]
          : [200, "OK"];
    res.writeHead(status, { "content-type": "text/plain" });
    res.end(text);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  stub.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stub;
}
