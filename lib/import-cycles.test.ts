import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// A module that imports itself back (a → b → a) is run while it is still half-way through its own
// imports: whatever the other side calls then meets bindings that do not exist yet ("Cannot access
// 'x' before initialization"), in whichever loader, bundle or script happens to start at the
// wrong end. Type-only imports are erased before anything runs, so they cannot close a cycle.

const root = process.cwd();
const folders = ["app", "components", "content", "lib", "scripts"];
const extensions = [".ts", ".tsx", ".mts", ".mjs", ".js", ".cjs"];
const isSource = (file: string) =>
  extensions.includes(path.extname(file)) && !/\.(test|spec|d)\.[cm]?[jt]sx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "fixtures" ? [] : sourceFiles(full);
    return isSource(full) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined; // a package
  const candidates = [base, ...extensions.flatMap((ext) => [base + ext, `${base}/index${ext}`])];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** The modules a file's static imports and re-exports load when it runs. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const specifiers = source.statements.flatMap((node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0
          ? named.elements.every((element) => element.isTypeOnly)
          : false);
      return onlyTypes ? [] : [(node.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
      return [(node.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

/** Every cycle in the graph, each as the files around it from its first file back to it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") found.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

test("no module of the site imports itself back through its static imports", () => {
  const files = [
    ...folders.flatMap((folder) => sourceFiles(path.join(root, folder))),
    ...["instrumentation.ts", "proxy.ts", "server.mjs"].map((file) => path.join(root, file)),
  ];
  const graph = new Map(files.map((file) => [file, runtimeImports(file)]));
  expect(graph.get(path.join(root, "lib/leads/pglite-store.ts"))?.length).toBeGreaterThan(3);
  const named = cycles(graph).map((cycle) => cycle.map((f) => path.relative(root, f)).join(" → "));
  expect(named).toEqual([]);
});
