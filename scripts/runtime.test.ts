import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

// The project runs on the Node that package.json pins (its `node` dev dependency, which npm puts
// first on every script's PATH), not on whichever Node the machine has: Node 20 reached its end
// of life on 2026-04-30.
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  devDependencies: { node: string };
};
const pinned = /\d+/.exec(manifest.devDependencies.node)![0];

test("the tests run on the pinned Node major, the one package.json's engines ask for", () => {
  expect(manifest.engines.node).toBe(`>=${pinned}`);
  expect(process.versions.node.split(".")[0]).toBe(pinned);
});

test("a child process started as a bare `node` runs on it too, as the scripts start theirs", () => {
  const version = execFileSync("node", ["-p", "process.versions.node"], { encoding: "utf8" });
  expect(version.split(".")[0]).toBe(pinned);
});
