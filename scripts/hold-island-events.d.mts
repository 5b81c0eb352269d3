// Types for hold-island-events.mjs (a plain build script).
export declare function holdScript(): string;
