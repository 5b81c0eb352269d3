// Types for thread-priority.mjs (plain JavaScript, shared with the benches).
export declare function lowerThreadPriority(priority?: number): boolean;
export declare function ownThreadId(): number | null;
export declare function threadCpuMs(threadId: number, processId?: number | "self"): number | null;
