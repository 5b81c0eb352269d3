import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { configFile, standaloneConfig } from "./standalone-config.mjs";

// Real directories laid out as a checkout and as Next's standalone output.
let dir: string;
const manifest = () => path.join(dir, ".next", "required-server-files.json");
const built = { compress: true, generateEtags: true, output: "standalone", poweredByHeader: false };

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "standalone-config-"));
  mkdirSync(path.join(dir, ".next"));
  writeFileSync(manifest(), JSON.stringify({ version: 1, config: built, files: [] }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("standaloneConfig", () => {
  it("hands over the build's settings, with Next's compression and ETags off", () => {
    expect(JSON.parse(standaloneConfig(dir) ?? "null")).toEqual({
      ...built,
      compress: false,
      generateEtags: false,
    });
  });

  it("hands a checkout the build's settings too, so Next does not compile next.config.ts", () => {
    const config = path.join(dir, "next.config.ts");
    writeFileSync(config, "export default {};");
    const before = (Date.now() - 60_000) / 1000; // written before the build
    utimesSync(config, before, before);
    expect(configFile(dir)).toBe(config);
    expect(JSON.parse(standaloneConfig(dir) ?? "null")).toMatchObject({ compress: false });
  });

  it("leaves a checkout to its next.config.ts when that changed after the build", () => {
    writeFileSync(path.join(dir, "next.config.ts"), "export default {};");
    const after = (Date.now() + 60_000) / 1000;
    utimesSync(path.join(dir, "next.config.ts"), after, after);
    expect(standaloneConfig(dir)).toBeUndefined();
  });

  it("finds no settings file in the standalone output", () => {
    expect(configFile(dir)).toBeUndefined();
  });

  it("gives nothing where there is no build", () => {
    rmSync(manifest());
    expect(standaloneConfig(dir)).toBeUndefined();
  });
});
