// Types for thread-priority.mjs (plain JavaScript, shared with the benches).
export declare function lowerThreadPriority(priority?: number): boolean;
