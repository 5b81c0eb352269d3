import { setFlagsFromString } from "node:v8";

/**
 * Compiles PGlite's WebAssembly with V8's baseline compiler (Liftoff) only, before the first
 * PGlite.create of the process. On Node 24, V8 tiers PGlite's hot functions up to TurboFan in
 * background threads for seconds after a store opens, and process.exit waits for those jobs: a
 * server stopped within its first minute took 6-7 s to exit after "closed cleanly", past the
 * lifecycle's 1 s watchdog (exit 137 instead of 0 or 143). With Liftoff only it exits in under a
 * second, and a fresh store's first open costs about 9 s of CPU instead of 15. The queries the
 * site runs are small: their time is in PGlite's protocol, not in compiled code.
 */
let set = false;
export function compileWasmBaselineOnly() {
  if (set) return;
  set = true;
  setFlagsFromString("--liftoff-only");
}
