import { chmod, unlink } from "node:fs/promises";
import { createServer, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { z } from "zod";
import { embeddedCommands } from "./commands.mjs";
import { controlSocket, encodeAnswer, encodeError, maxRequestBytes } from "./protocol.mjs";

/** A command the server alone can run (it needs more than the database), in TypeScript. */
type ServerCommand = (args: Record<string, unknown>) => Promise<unknown>;
const serverCommandsKey = Symbol.for("lake-country.embedded.server-commands");
const serverCommands = () =>
  ((globalThis as { [serverCommandsKey]?: Map<string, ServerCommand> })[serverCommandsKey] ??=
    new Map());

/**
 * Adds a command scripts may ask the running server for, beside the database commands of
 * commands.mjs: e.g. the retention run, which also deletes stored statement files. A script whose
 * server does not answer runs the same code itself.
 */
export function registerServerCommand(name: string, run: ServerCommand): void {
  serverCommands().set(name, run);
}

const known = (name: string) => Object.hasOwn(embeddedCommands, name) || serverCommands().has(name);
const request = z.object({
  command: z.string().refine(known, "unknown command"),
  args: z.record(z.string(), z.unknown()).default({}),
});

/**
 * Lets scripts run the registered commands (commands.mjs) inside this process, which holds the
 * embedded database, over a Unix socket in DATA_DIR that only this user may open (mode 0600).
 * Resolves with a function that closes it.
 */
export async function listenForCommands(db: PGlite, dataDir: string): Promise<() => Promise<void>> {
  const file = controlSocket(dataDir);
  // Left by a process that died; this one holds the database now (pglite.pid).
  await unlink(file).catch(() => {});
  // Half-open: the script ends its side after the request and still reads the answer.
  const server = createServer({ allowHalfOpen: true }, (socket) => void answer(socket, db));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // listen() binds the socket synchronously: under this umask it is never open to others.
    const umask = process.umask(0o177);
    try {
      server.listen(file, resolve);
    } finally {
      process.umask(umask);
    }
  });
  await chmod(file, 0o600);
  server.unref(); // the site's HTTP server keeps the process alive, not this
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      unlink(file).catch(() => {});
    });
}

async function answer(socket: Socket, db: PGlite) {
  socket.on("error", () => {}); // a script that went away
  try {
    const { command, args } = request.parse(JSON.parse(await requestLine(socket)));
    const serverCommand = serverCommands().get(command);
    const result = serverCommand ? serverCommand(args) : embeddedCommands[command]!(db, args);
    socket.end(encodeAnswer(await result));
  } catch (error) {
    const message = error instanceof z.ZodError ? "bad request" : (error as Error).message;
    socket.end(encodeError(message));
  }
}

function requestLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
      const end = text.indexOf("\n");
      if (end !== -1) resolve(text.slice(0, end));
      else if (text.length > maxRequestBytes) reject(new Error("request too long"));
    });
    socket.on("end", () => reject(new Error("no request")));
  });
}
