// Types for built-origin.mjs (a plain build script).
export declare function reportBuiltOrigin(build: string, log?: Pick<Console, "warn">): string;
