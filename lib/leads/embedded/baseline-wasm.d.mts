/** Compiles PGlite's WebAssembly with V8's baseline compiler only (see baseline-wasm.mjs). */
export function compileWasmBaselineOnly(): void;
