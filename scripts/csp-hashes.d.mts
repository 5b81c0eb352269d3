// Types for csp-hashes.mjs (a plain build script).
export declare function inlineScriptHashes(html: string): string[];
export declare function writeCspHashes(build: string, pages: string[]): string;
