// Types for compile-hints.mjs (a plain build script).
export declare const COMPILE_HINT: string;
export declare function withCompileHint(js: string): string;
