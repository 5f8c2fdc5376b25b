// A local SMTP server that accepts every message and keeps it (the CMS's email to the agency in tests),
// or refuses every recipient while `refusal` is set (a mail server that will not take the message):
// just enough of RFC 5321 for nodemailer without TLS (EHLO, MAIL, RCPT, DATA, QUIT).
import { createServer, type Server } from "node:net";

export interface SmtpSink {
  port: number;
  messages: Array<{ from: string; to: string[]; data: string }>;
  /** The reply to every RCPT while set, e.g. "550 5.1.1 mailbox unavailable". */
  refusal?: string;
  close: () => Promise<void>;
}

export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const sink: SmtpSink = { port, messages: [], close: async () => undefined };
  const server: Server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let message = { from: "", to: [] as string[], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    // a client stopped mid-conversation (the CMS stopped with a send under way): nothing to keep
    socket.on("error", () => socket.destroy());
    reply("220 sink.test ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          message.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          sink.messages.push(message);
          message = { from: "", to: [], data: "" };
          reply("250 kept");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 sink.test");
        else if (verb === "MAIL") {
          message.from = line.slice(10).trim();
          reply("250 ok");
        } else if (verb === "RCPT" && sink.refusal) reply(sink.refusal);
        else if (verb === "RCPT") {
          message.to.push(line.slice(8).trim());
          reply("250 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 go on");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("250 ok");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  sink.close = () => new Promise((resolve) => server.close(() => resolve()));
  return sink;
}
