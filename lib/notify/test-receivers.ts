// Real receivers for the delivery tests: an SMTP server (smtp-server, read with mailparser) and
// an HTTP endpoint (node:http). Each can be down, refuse, drop the connection or hang on demand.
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from "node:http";
import {
  createServer as createNetServer,
  type AddressInfo,
  type Server as NetServer,
} from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type Behaviour = "ok" | "refuse" | "drop" | "hang";

/** A free local port: listen on 0, read it, close. */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const listen = (server: Server | NetServer | SMTPServer, port: number) =>
  new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

/**
 * An SMTP server on `port`; `down()` closes it, `up(behaviour)` opens it again. `attempts` counts
 * the connections since the last `up()`.
 */
export function smtpReceiver(port: number) {
  const mails: ParsedMail[] = [];
  let behaviour: Behaviour = "ok";
  let server: SMTPServer | NetServer | null = null;
  const receiver = {
    mails,
    attempts: 0,
    url: `smtp://127.0.0.1:${port}`,
    async up(next: Behaviour = "ok") {
      await receiver.down();
      behaviour = next;
      receiver.attempts = 0; // counted per phase
      // "drop" is a TCP server that hangs up on every connection before the greeting.
      server =
        next === "drop"
          ? createNetServer((socket) => {
              receiver.attempts += 1;
              socket.destroy();
            })
          : new SMTPServer({
              authOptional: true,
              disabledCommands: ["STARTTLS"],
              logger: false,
              closeTimeout: 200,
              onConnect(_session, callback) {
                receiver.attempts += 1;
                callback();
              },
              onData(stream, _session, callback) {
                simpleParser(stream).then((mail) => {
                  if (behaviour === "refuse") {
                    const error = Object.assign(new Error("Mailbox unavailable"), {
                      responseCode: 554,
                    });
                    return callback(error);
                  }
                  if (behaviour === "hang") return; // never answers the DATA
                  mails.push(mail);
                  callback();
                }, callback);
              },
            });
      await listen(server, port);
    },
    async down() {
      const current = server;
      server = null;
      if (current) await new Promise((resolve) => current.close(() => resolve(undefined)));
    },
  };
  return receiver;
}

export type ReceivedRequest = { headers: IncomingHttpHeaders; body: string };

/** An HTTP receiver; `accepted` holds only the requests it answered with 204. */
export function httpReceiver(port: number) {
  const accepted: ReceivedRequest[] = [];
  let behaviour: Behaviour = "ok";
  let server: Server | null = null;
  const receiver = {
    accepted,
    attempts: 0,
    url: `http://127.0.0.1:${port}/hooks/leads`,
    async up(next: Behaviour = "ok") {
      await receiver.down();
      behaviour = next;
      receiver.attempts = 0; // counted per phase
      server = createHttpServer((request, response) => {
        receiver.attempts += 1;
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          if (behaviour === "drop") return request.socket.destroy();
          if (behaviour === "hang") return;
          if (behaviour === "refuse") return response.writeHead(500).end("broken");
          accepted.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
          response.writeHead(204).end();
        });
      });
      await listen(server, port);
    },
    async down() {
      const current = server;
      server = null;
      if (!current) return;
      current.closeAllConnections();
      await new Promise((resolve) => current.close(() => resolve(undefined)));
    },
  };
  return receiver;
}

/** Polls until `check` is true, failing with `what` after `ms`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
