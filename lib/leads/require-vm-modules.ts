import vm from "node:vm";

/**
 * Fails a test file early, with the fix, when Jest runs without VM modules: PGlite's CommonJS
 * build loads Node built-ins with import(), which Jest supports only under that flag.
 */
export function requireVmModules() {
  if (typeof (vm as { SyntheticModule?: unknown }).SyntheticModule !== "function") {
    throw new Error(
      "PGlite tests need Node's VM modules: run `npm run test:unit -- <paths>` " +
        "(node --experimental-vm-modules node_modules/jest/bin/jest.js), not plain `npx jest`.",
    );
  }
}
