import type { Readable } from "node:stream";

/**
 * Reads and throws away what is left of a body after its answer is known, so the client can
 * finish sending and read the answer (browsers read a response only once their upload is done).
 * Nothing is kept; a body longer than `maxBytes` is cut off instead.
 */
export function discardRest(body: Readable, maxBytes: number): void {
  let seen = 0;
  body.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > maxBytes) body.destroy();
  });
  body.on("error", () => {});
  body.resume();
}
