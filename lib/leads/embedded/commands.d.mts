// Types for commands.mjs (plain JavaScript: the scripts import it without a build step).
import type { PGlite } from "@electric-sql/pglite";

/** A command answers JSON, or bytes (the snapshot). */
export type EmbeddedCommand = (db: PGlite, args?: Record<string, unknown>) => Promise<unknown>;
export declare const embeddedCommands: Record<string, EmbeddedCommand>;
