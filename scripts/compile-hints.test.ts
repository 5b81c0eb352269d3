import { COMPILE_HINT, withCompileHint } from "./compile-hints.mjs";

test("a chunk gets V8's compile hint as its very first line, and only once", () => {
  const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["x",1,e=>{}]);';
  const hinted = withCompileHint(chunk);
  expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
  expect(hinted.startsWith(COMPILE_HINT)).toBe(true);
  expect(withCompileHint(hinted)).toBe(hinted);
});
