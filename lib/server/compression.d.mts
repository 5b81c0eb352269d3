// Types for compression.mjs (plain JavaScript: server.mjs imports it without a build step).
export declare function negotiate(header: string | string[] | undefined): "br" | "gzip" | null;
export declare class CompressedCache {
  constructor(maxBytes?: number);
  bytes: number;
  get(body: Buffer, encoding: "br" | "gzip"): Buffer;
}
export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;
