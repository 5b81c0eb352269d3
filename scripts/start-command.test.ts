import { readFileSync } from "node:fs";

// The image runs the server with the V8 settings `npm start` runs it with (docs/operations.md, "Memory"):
// the heap cap and its pacing are one decision, written twice because a CMD cannot run npm.
describe("the image's command", () => {
  it("is npm start's", () => {
    const start = JSON.parse(readFileSync("package.json", "utf8")).scripts.start as string;
    const dockerfile = readFileSync("Dockerfile", "utf8");
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? "null")).toEqual(start.split(" "));
    expect(start).toMatch(
      /--max-old-space-size=\d+ .*--heap-growing-percent=\d+ --liftoff-only server\.mjs$/,
    );
  });
});
