// Which layer of the server a CPU profile's sample was spent in, by its stack (leaf first): the
// innermost of our own server files wins, then proxy.ts's run through Next, then Next, then Node.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const layers = [
  "proxy.ts with Next's adapter",
  "socket-address stamp",
  "compression (our files, and the writes they make)",
  "Buffer.byteLength answer",
  "Next's handler",
  "Node (HTTP parser, sockets, timers)",
  "garbage collector",
  "idle",
];

const ours = [
  ["socket-address.mjs", layers[1]],
  ["compress-response.mjs", layers[2]],
  ["compression.mjs", layers[2]],
  ["byte-length.mjs", layers[3]],
];

/**
 * The build's chunks that only proxy.ts loads (listed by .next/server/middleware.js, by no page or
 * route): a sample in them after an await, whose stack no longer shows runMiddleware, is still the
 * proxy's.
 */
export function proxyChunks(dir) {
  const server = path.join(dir, ".next", "server");
  const listed = (text) => [...text.matchAll(/"(server\/chunks\/[^"]+)"/g)].map((m) => m[1]);
  const proxy = listed(readFileSync(path.join(server, "middleware.js"), "utf8"));
  const others = new Set();
  for (const folder of ["app", "pages"]) {
    for (const file of readdirSync(path.join(server, folder), { recursive: true })) {
      if (String(file).endsWith(".js"))
        for (const chunk of listed(readFileSync(path.join(server, folder, String(file)), "utf8")))
          others.add(chunk);
    }
  }
  return proxy.filter((chunk) => !others.has(chunk)).map((chunk) => `/.next/${chunk}`);
}

/** The layer of one sample, from its frames (leaf first) and the proxy's own chunks. */
export function layerOf(frames, proxyFiles = []) {
  const leaf = frames[0]?.functionName;
  if (leaf === "(idle)") return "idle";
  if (leaf === "(garbage collector)") return "garbage collector";
  for (const frame of frames) {
    // Next's own code below ours (Next's res.end inside our compression) is still Next's.
    if (frame.url.includes("node_modules/next/")) break;
    const own = ours.find(([file]) => frame.url.endsWith(`/lib/server/${file}`));
    if (own) return own[1];
  }
  // Next runs proxy.ts through runMiddleware in its Node server (the adapter, proxy.ts itself).
  if (
    frames.some(
      (frame) =>
        frame.functionName === "runMiddleware" ||
        proxyFiles.some((file) => decodeURIComponent(frame.url).endsWith(file)),
    )
  )
    return layers[0];
  if (frames.some((frame) => frame.url.includes("/next/dist/") || frame.url.includes("/.next/")))
    return layers[4];
  return layers[5];
}
