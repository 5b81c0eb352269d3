// How scripts reach the embedded database (PGlite, which only one process may open): through the
// server when it runs (DATA_DIR/control.sock), else directly on DATA_DIR/pglite, holding
// DATA_DIR/pglite.pid meanwhile so that a server starting then waits its turn. Reads go through a
// consistent snapshot the server dumps, never a copy of its live folder. Plain JavaScript so the
// scripts, the bench and the tests share it.
import { connect } from "node:net";
import { stat } from "node:fs/promises";
import path from "node:path";
import { embeddedCommands } from "./commands.mjs";
import { DatabaseHeldError, holdDatabase } from "./lock.mjs";
import { controlSocket, decodeAnswer } from "./protocol.mjs";

/** Asks the running server; resolves undefined when no server listens on the socket. */
export function askServer(dataDir, command, args = {}) {
  return new Promise((resolve, reject) => {
    const socket = connect(controlSocket(dataDir));
    const chunks = [];
    let connected = false;
    socket.on("connect", () => {
      connected = true;
      socket.end(`${JSON.stringify({ command, args })}\n`);
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => {
      try {
        resolve(decodeAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
    socket.on("error", (error) => {
      const absent = !connected && ["ENOENT", "ECONNREFUSED"].includes(error.code);
      if (absent) resolve(undefined);
      else reject(error);
    });
  });
}

/**
 * Opens DATA_DIR/pglite directly, for when no server runs, and closes it after `work`. Resolves
 * null, without calling `work`, when there is no database yet.
 */
export async function withEmbeddedDatabase(dataDir, work) {
  const dir = path.resolve(dataDir, "pglite");
  if (!(await stat(dir).catch(() => null))) return null;
  let release;
  try {
    release = await holdDatabase(dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseHeldError)) throw error;
    throw new Error(
      `process ${error.pid} holds the embedded database but does not answer on ` +
        `${controlSocket(dataDir)}; is it a server of an older release? Stop it and try again.`,
    );
  }
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(dir);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  } finally {
    await release();
  }
}

/** Runs a registered command (commands.mjs): in the server when it runs, else here. */
export async function runEmbeddedCommand(dataDir, command, args = {}) {
  if (!Object.hasOwn(embeddedCommands, command)) throw new Error(`unknown command ${command}`);
  const answer = await askServer(dataDir, command, args);
  if (answer !== undefined) return answer;
  return withEmbeddedDatabase(dataDir, (db) => embeddedCommands[command](db, args));
}

/**
 * Calls `read` with the database as of now: an in-memory copy of the running server's snapshot,
 * or the folder itself when no server runs. Resolves null when there is no database yet.
 */
export async function readEmbedded(dataDir, read) {
  const image = await askServer(dataDir, "snapshot");
  if (image === undefined) return withEmbeddedDatabase(dataDir, read);
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create({ loadDataDir: new Blob([image]) });
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}
