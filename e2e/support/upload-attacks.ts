import { connect, type Socket } from "node:net";

// Uploads as an attacker sends them, over raw sockets, to a real server: held back, trickled,
// chunked without end, posted from another site. Each reports when the server answered and when
// it closed the connection, and `worstWaits` what another visitor waited meanwhile.

/** One raw upload: its status line once answered, and when (ms after it began) it closed. */
export type RawUpload = {
  socket: Socket;
  startedAt: number;
  /** The first line of the answer ("HTTP/1.1 408 Request Timeout"), or null when none came. */
  answer: Promise<{ line: string | null; afterMs: number; head: string }>;
  /** Resolves when the server closed the connection: ms since the upload began. */
  closed: Promise<number>;
  /** Bytes written so far. */
  sent(): number;
  write(bytes: Buffer): boolean;
};

/** Opens a POST to /statement-review/upload with these headers and writes `head` of its body. */
export function rawUpload(port: number, headers: Record<string, string>, head: Buffer): RawUpload {
  const socket = connect(port, "127.0.0.1");
  const startedAt = Date.now();
  let sent = 0;
  let received = "";
  let answered: (value: { line: string | null; afterMs: number; head: string }) => void;
  const answer = new Promise<{ line: string | null; afterMs: number; head: string }>(
    (resolve) => (answered = resolve),
  );
  const closed = new Promise<number>((resolve) =>
    socket.once("close", () => {
      answered({ line: null, afterMs: Date.now() - startedAt, head: received });
      resolve(Date.now() - startedAt);
    }),
  );
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
    const end = received.indexOf("\r\n\r\n");
    if (end !== -1) {
      answered({
        line: received.split("\r\n")[0] ?? null,
        afterMs: Date.now() - startedAt,
        head: received.slice(0, end),
      });
    }
  });
  socket.on("error", () => {});
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.write(`POST /statement-review/upload HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines}\r\n`);
  const write = (bytes: Buffer) => {
    if (socket.destroyed || !socket.writable) return false;
    sent += bytes.length;
    // The server may close while this is written (that is the point): a broken pipe ends it.
    return socket.write(bytes, () => {});
  };
  write(head);
  return { socket, startedAt, answer, closed, sent: () => sent, write };
}

/** A multipart body as a browser writes it: the fields, then each file. */
export function multipartBody(
  boundary: string,
  fields: Record<string, string>,
  files: { name: string; type: string; bytes: Buffer }[],
) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="statements"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** One chunk of a chunked body. */
export const chunk = (bytes: Buffer) =>
  Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n")]);

/**
 * Loads `paths` one after another, each path in its own loop, until `stop` resolves: the longest
 * any one load took (ms), per path, as another visitor would have waited.
 */
export async function worstWaits(siteUrl: string, paths: string[], stop: Promise<unknown>) {
  let done = false;
  void stop.finally(() => (done = true));
  const worst = Object.fromEntries(paths.map((path) => [path, 0]));
  await Promise.all(
    paths.map(async (path) => {
      do {
        const started = Date.now();
        await fetch(`${siteUrl}${path}`).then((response) => response.arrayBuffer());
        worst[path] = Math.max(worst[path]!, Date.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      } while (!done);
    }),
  );
  return worst;
}
