// The scripts' loader of the site's TypeScript (lib/, content/): jiti, with every module evaluated
// to its end in one go, as require() evaluates it. jiti's own import() turns each `import` into an
// `await`, and while a module waits there a second import() of it (two jobs opening one store at
// once) is handed its half-evaluated exports: `Cannot access 'instanceKey' before initialization`
// (npm run data:retention on a fresh folder). Compiled with synchronous requires instead, a module
// has no await to stop at, so no other code can see it unfinished. Node's own loader and Next's
// bundles already guarantee this; scripts/load-ts.test.ts holds it for this one.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

/** The repository's root, where `@/` points. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const compiler = createJiti(import.meta.url);
const jiti = createJiti(import.meta.url, {
  alias: { "@/": `${root}/` },
  // The compiler caches its output (node_modules/.cache/jiti, the synchronous kind, ".cjs"); the
  // asynchronous kind that this loader's own cache would look up first must not be found there.
  fsCache: false,
  transform: (options) => ({ code: compiler.transform({ ...options, async: false }) }),
});

/** Imports a TypeScript (or JavaScript) module of the repository by its path from the root. */
export function importTs(file) {
  return jiti.import(path.join(root, file));
}
