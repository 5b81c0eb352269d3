// Types for forcing-events.mjs (shared with a plain build script).
export declare const forcingEvents: readonly string[];
