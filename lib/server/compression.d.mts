// Types for compression.mjs (plain JavaScript: server.mjs imports it without a build step).
export declare function negotiate(header: string | string[] | undefined): "br" | "gzip" | null;
export declare class CompressedCache {
  constructor(maxBytes?: number);
  readonly bytes: number;
  get(body: Buffer, encoding: "br" | "gzip", digest?: string): Buffer;
  identity(body: Buffer | string): { body: Buffer; digest: string };
  knownByteLength(body: string): number | undefined;
  preload(dir: string): number;
}
export declare function compressFully(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }>;
export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;
export declare const PRECOMPRESSED_DIR: string;
export declare function bodyDigest(body: Buffer): string;
export declare function entityTag(digest: string, encoding: "br" | "gzip" | null): string;
export declare function matchesTag(header: string | string[] | undefined, tag: string): boolean;
