import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkStatementsKeyAtStart, keyFileName, statementsKey } from "./key";
import { parsePreviousKeys, parseStatementsKey } from "./key-text";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "statements-key-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe("parseStatementsKey", () => {
  const key = randomBytes(32);

  it("reads 32 bytes written as hex, base64 or URL-safe base64", () => {
    expect(parseStatementsKey(key.toString("hex"))).toEqual(key);
    expect(parseStatementsKey(key.toString("hex").toUpperCase())).toEqual(key);
    expect(parseStatementsKey(key.toString("base64"))).toEqual(key);
    expect(parseStatementsKey(key.toString("base64url"))).toEqual(key);
    expect(parseStatementsKey(` ${key.toString("hex")}\n`)).toEqual(key);
  });

  it.each([
    ["too short", randomBytes(16).toString("hex")],
    ["too long", randomBytes(33).toString("base64")],
    ["not hex", "g".repeat(64)],
    ["a passphrase", "correct horse battery staple correct horse battery"],
  ])("refuses a key that is %s", (_name, text) => {
    expect(parseStatementsKey(text)).toBeNull();
  });
});

describe("statementsKey", () => {
  it("uses STATEMENTS_KEY when it is set and writes nothing", async () => {
    const key = randomBytes(32);
    await expect(statementsKey(key.toString("base64"), dataDir)).resolves.toEqual(key);
    expect(await readdir(dataDir)).toEqual([]);
    await expect(statementsKey("not-a-key", dataDir)).rejects.toThrow(
      "STATEMENTS_KEY must be 32 bytes as 64 hex characters or base64",
    );
  });

  it("generates one key, readable only by its owner, that racing callers agree on", async () => {
    const keys = await Promise.all(
      Array.from({ length: 8 }, () => statementsKey(undefined, path.join(dataDir, "new"))),
    );
    for (const key of keys) expect(key).toEqual(keys[0]);
    const file = path.join(dataDir, "new", keyFileName);
    expect((await readFile(file, "utf8")).trim()).toBe(keys[0]!.toString("hex"));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(path.join(dataDir, "new"))).toEqual([keyFileName]);
    await expect(statementsKey(undefined, path.join(dataDir, "new"))).resolves.toEqual(keys[0]);
  });

  it("refuses a damaged key file rather than replacing it", async () => {
    await writeFile(path.join(dataDir, keyFileName), "0123\n");
    await expect(statementsKey(undefined, dataDir)).rejects.toThrow("is not 64 hex characters");
  });
});

describe("statementsKey with statement files stored and no key", () => {
  it("refuses to make a new key while DATA_DIR holds sealed blobs, naming STATEMENTS_KEY", async () => {
    await mkdir(path.join(dataDir, "statements", "blobs"), { recursive: true });
    await writeFile(path.join(dataDir, "statements", "blobs", "a".repeat(32)), "sealed");
    await expect(statementsKey(undefined, dataDir)).rejects.toThrow(
      /Statement files are stored, but STATEMENTS_KEY is not set and there is no key file at .*statements-key/,
    );
    expect(await readdir(dataDir)).toEqual(["statements"]);
  });

  it("refuses when the caller knows of files elsewhere (rows naming blobs)", async () => {
    await expect(statementsKey(undefined, dataDir, async () => true)).rejects.toThrow(
      "STATEMENTS_KEY",
    );
  });

  it("still makes the first key when no file is stored, even with empty folders", async () => {
    await mkdir(path.join(dataDir, "statements", "blobs"), { recursive: true });
    const key = await statementsKey(undefined, dataDir);
    expect(key).toHaveLength(32);
    // Once the key file exists, files no longer block it: the key is read back.
    await writeFile(path.join(dataDir, "statements", "blobs", "b".repeat(32)), "sealed");
    await expect(statementsKey(undefined, dataDir)).resolves.toEqual(key);
  });
});

describe("checkStatementsKeyAtStart", () => {
  it("refuses a start with sealed blobs and no key, naming STATEMENTS_KEY", async () => {
    await mkdir(path.join(dataDir, "statements", "blobs"), { recursive: true });
    await writeFile(path.join(dataDir, "statements", "blobs", "c".repeat(32)), "sealed");
    await expect(checkStatementsKeyAtStart(undefined, dataDir)).rejects.toThrow("STATEMENTS_KEY");
    await expect(checkStatementsKeyAtStart("ab".repeat(32), dataDir)).resolves.toBeUndefined();
  });

  it("lets a server whose DATA_DIR cannot be read start: the store reports it, pages serve", async () => {
    const notADirectory = path.join(dataDir, "file");
    await writeFile(notADirectory, "");
    await expect(checkStatementsKeyAtStart(undefined, notADirectory)).resolves.toBeUndefined();
  });
});

describe("parsePreviousKeys", () => {
  it("reads keys separated by commas, and refuses the list when one is not a key", () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    expect(parsePreviousKeys(undefined)).toEqual([]);
    expect(parsePreviousKeys(` ${a.toString("hex")}, ${b.toString("base64")} `)).toEqual([a, b]);
    expect(parsePreviousKeys(`${a.toString("hex")},hunter2`)).toBeNull();
  });
});
