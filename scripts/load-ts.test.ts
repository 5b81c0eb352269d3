import { execFile } from "node:child_process";
import { promisify } from "node:util";

// scripts/load-ts.mjs against jiti as it comes: two jobs import one module at once (the retention
// run's statement job opening its store twice), in a process of its own, as a script runs.
const run = promisify(execFile);
jest.setTimeout(60_000); // two Node processes, each compiling a little TypeScript
const jobs = "./scripts/fixtures/load-ts/jobs.ts";

function openTwiceWith(loader: string) {
  const program = `${loader}\nconsole.log(JSON.stringify(await (await load(${JSON.stringify(jobs)})).openTwice()));`;
  return run(process.execPath, ["--input-type=module", "-e", program], { encoding: "utf8" });
}

test("a module imported twice at once is seen by both only once it has run to its end", async () => {
  const { stdout } = await openTwiceWith(
    `import { importTs as load } from "./scripts/load-ts.mjs";`,
  );
  expect(JSON.parse(stdout)).toEqual(["store a", "store b"]);
});

test("jiti's own import() hands the second importer the module half-run, which the loader exists to prevent", async () => {
  // When this starts passing, jiti has fixed it: scripts/load-ts.mjs's transform may go.
  const plain = `import { createJiti } from "jiti";
const jiti = createJiti(process.cwd() + "/", { fsCache: false });
const load = (file) => jiti.import(file);`;
  await expect(openTwiceWith(plain)).rejects.toMatchObject({
    stderr: expect.stringContaining("ReferenceError: Cannot access 'opened' before initialization"),
  });
});
