// Types for protocol.mjs (plain JavaScript: the scripts import it without a build step).
export declare function controlSocket(dataDir: string): string;
export declare const maxRequestBytes: number;
export declare function encodeAnswer(result: unknown): Buffer;
export declare function encodeError(message: string): Buffer;
export declare function decodeAnswer(response: Buffer): unknown;
