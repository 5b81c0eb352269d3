// Types for lock.mjs (plain JavaScript: the scripts import it without a build step).
export declare class DatabaseHeldError extends Error {
  readonly pid: number;
  constructor(pid: number, file: string);
}
export declare function holdDatabase(dataDir: string): Promise<() => Promise<void>>;
