// Types for compress-response.mjs (plain JavaScript: server.mjs imports it without a build step).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { CompressedCache } from "./compression.mjs";

export declare function withCompression(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  cache?: CompressedCache,
): (req: IncomingMessage, res: ServerResponse) => unknown;
