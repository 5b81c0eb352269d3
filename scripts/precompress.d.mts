// Types for precompress.mjs (a plain build script).
export declare function precompressBuild(build: string): Promise<number>;
