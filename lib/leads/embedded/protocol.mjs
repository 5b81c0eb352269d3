// The wire format of DATA_DIR/control.sock, written by control-server.ts and read by
// control-client.mjs: the script sends one JSON line, {"command": name, "args": {...}}; the
// server answers one JSON line, {"ok": true, "json": value}, {"ok": true, "bytes": n} followed
// by n bytes, or {"ok": false, "error": message}, and closes the connection.
import path from "node:path";

export const controlSocket = (dataDir) => path.resolve(dataDir, "control.sock");

/** Longest request line the server reads; the arguments are small. */
export const maxRequestBytes = 64 * 1024;

export function encodeAnswer(result) {
  if (result instanceof Uint8Array) {
    const header = Buffer.from(`${JSON.stringify({ ok: true, bytes: result.byteLength })}\n`);
    return Buffer.concat([header, result]);
  }
  return Buffer.from(`${JSON.stringify({ ok: true, json: result ?? null })}\n`);
}

export const encodeError = (message) =>
  Buffer.from(`${JSON.stringify({ ok: false, error: message })}\n`);

/** The answer in a whole response: the JSON value or the bytes; throws the server's error. */
export function decodeAnswer(response) {
  const end = response.indexOf(10);
  if (end === -1) throw new Error("the server's answer ended early");
  const header = JSON.parse(response.subarray(0, end).toString("utf8"));
  if (!header.ok) throw new Error(header.error);
  if (typeof header.bytes !== "number") return header.json;
  const bytes = response.subarray(end + 1);
  if (bytes.length !== header.bytes) throw new Error("the server's answer ended early");
  return bytes;
}
