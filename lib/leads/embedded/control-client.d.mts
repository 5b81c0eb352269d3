// Types for control-client.mjs (plain JavaScript: the scripts import it without a build step).
import type { PGlite } from "@electric-sql/pglite";

export declare function askServer(
  dataDir: string,
  command: string,
  args?: Record<string, unknown>,
): Promise<unknown>;
export declare function withEmbeddedDatabase<T>(
  dataDir: string,
  work: (db: PGlite) => Promise<T>,
): Promise<T | null>;
export declare function runEmbeddedCommand(
  dataDir: string,
  command: string,
  args?: Record<string, unknown>,
): Promise<unknown>;
export declare function readEmbedded<T>(
  dataDir: string,
  read: (db: PGlite) => Promise<T>,
): Promise<T | null>;
