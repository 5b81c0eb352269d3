// Types for lifecycle.mjs (plain JavaScript: server.mjs imports it without a build step).

/** A named piece of closing work; lower `order` runs first (the worker stops before the store). */
export type ShutdownHook = {
  name: string;
  order: number;
  run: (signal: AbortSignal) => Promise<void> | void;
};
type Log = Pick<Console, "log" | "error">;

export declare const drainingKey: unique symbol;
export declare const STOP_LIMIT_MS: number;
export declare const DRAIN_LIMIT_MS: number;
export declare function onShutdown(name: string, run: ShutdownHook["run"], order?: number): void;
export declare function shutdownHooks(): ShutdownHook[];
export declare function isDraining(): boolean;
export declare function underOwnServer(): boolean;
export declare function runShutdownHooks(deadline: number, log?: Log): Promise<void>;
export declare function stopOnSignals(options: {
  drain: () => Promise<unknown>;
  exitCode: (signal: NodeJS.Signals) => number;
  log?: Log;
}): void;
export declare function stopWithNext(): void;
export declare function beginStart(limitMs: number, log?: Log): void;
export declare function startStep(step: string): void;
export declare function finishStart(): void;
export declare function whenStarted(): Promise<void>;
export declare function startLimitMs(env?: Record<string, string | undefined>): number;
