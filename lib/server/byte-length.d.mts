// Types for byte-length.mjs (plain JavaScript: server.mjs imports it without a build step).
export declare function rememberByteLengths(
  known: (value: string) => number | undefined,
): () => void;
