import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { statementsEnvProblems, statementsEnvShape, type StatementsEnv } from "./env";
import { openStatementVault } from "./open-vault";

const schema = z.object(statementsEnvShape);
const parse = (source: Record<string, string>) => schema.parse(source) as StatementsEnv;
const messages = (source: Record<string, string>) => {
  const result = schema.safeParse(source);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const hexKey = randomBytes(32).toString("hex");
const bucket = {
  STATEMENTS_S3_BUCKET: "lcms-statements",
  STATEMENTS_S3_REGION: "us-east-1",
  STATEMENTS_S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
  STATEMENTS_S3_SECRET_ACCESS_KEY: "secret",
};

describe("the statement-storage variables", () => {
  it("need nothing: local storage with a 30-second bucket timeout in reserve", () => {
    const env = parse({});
    expect(env).toEqual({
      STATEMENTS_S3_FORCE_PATH_STYLE: false,
      STATEMENTS_S3_TIMEOUT_MS: 30_000,
    });
    expect(statementsEnvProblems(env)).toEqual([]);
  });

  it("accept a complete bucket configuration with its shared key", () => {
    const env = parse({
      ...bucket,
      STATEMENTS_KEY: hexKey,
      STATEMENTS_S3_ENDPOINT: "https://abc.supabase.co/storage/v1/s3",
      STATEMENTS_S3_FORCE_PATH_STYLE: "1",
      STATEMENTS_S3_TIMEOUT_MS: "10000",
    });
    expect(env.STATEMENTS_S3_FORCE_PATH_STYLE).toBe(true);
    expect(env.STATEMENTS_S3_TIMEOUT_MS).toBe(10_000);
    expect(statementsEnvProblems(env)).toEqual([]);
  });

  it.each([
    [{ STATEMENTS_KEY: "hunter2" }, "STATEMENTS_KEY must be 32 bytes"],
    [{ STATEMENTS_KEY: "00112233445566778899aabbccddeeff" }, "STATEMENTS_KEY must be 32 bytes"],
    [{ STATEMENTS_S3_BUCKET: "a" }, "STATEMENTS_S3_BUCKET must be a bucket name"],
    [
      { STATEMENTS_S3_ENDPOINT: "s3.example.com" },
      "STATEMENTS_S3_ENDPOINT must be an absolute URL",
    ],
    [{ STATEMENTS_S3_ENDPOINT: "http://s3.example.com" }, "STATEMENTS_S3_ENDPOINT must use https"],
    [{ STATEMENTS_S3_REGION: "US East" }, "STATEMENTS_S3_REGION must be a region"],
    [{ STATEMENTS_S3_FORCE_PATH_STYLE: "yes" }, "STATEMENTS_S3_FORCE_PATH_STYLE must be 1 or 0"],
    [{ STATEMENTS_S3_TIMEOUT_MS: "50" }, "STATEMENTS_S3_TIMEOUT_MS must be at least 1000"],
    [
      { STATEMENTS_PREVIOUS_KEYS: `${randomBytes(32).toString("hex")},hunter2` },
      "STATEMENTS_PREVIOUS_KEYS must list earlier statements keys separated by commas",
    ],
  ])("refuse %j", (source, message) => {
    expect(messages(source)).toEqual([expect.stringContaining(message)]);
  });

  it("take previous keys only beside a new STATEMENTS_KEY", () => {
    const previous = randomBytes(32).toString("hex");
    expect(statementsEnvProblems(parse({ STATEMENTS_PREVIOUS_KEYS: previous }))).toEqual([
      expect.stringMatching(/^STATEMENTS_KEY: STATEMENTS_PREVIOUS_KEYS is set/),
    ]);
    const rotated = parse({ STATEMENTS_KEY: hexKey, STATEMENTS_PREVIOUS_KEYS: previous });
    expect(statementsEnvProblems(rotated)).toEqual([]);
  });

  it("allow http only to this machine", () => {
    expect(messages({ STATEMENTS_S3_ENDPOINT: "http://127.0.0.1:9000" })).toEqual([]);
  });

  it("name each bucket variable that is missing, and the shared key", () => {
    expect(statementsEnvProblems(parse({ STATEMENTS_S3_BUCKET: "lcms-statements" }))).toEqual([
      "STATEMENTS_S3_REGION: STATEMENTS_S3_BUCKET is set, so STATEMENTS_S3_REGION is needed too",
      "STATEMENTS_S3_ACCESS_KEY_ID: STATEMENTS_S3_BUCKET is set, so STATEMENTS_S3_ACCESS_KEY_ID is needed too",
      "STATEMENTS_S3_SECRET_ACCESS_KEY: STATEMENTS_S3_BUCKET is set, so STATEMENTS_S3_SECRET_ACCESS_KEY is needed too",
      expect.stringMatching(/^STATEMENTS_KEY: with STATEMENTS_S3_BUCKET every instance must seal/),
    ]);
  });

  it("refuse bucket settings without a bucket", () => {
    const { STATEMENTS_S3_BUCKET: _bucket, ...rest } = bucket;
    void _bucket;
    expect(statementsEnvProblems(parse(rest))).toEqual([
      "STATEMENTS_S3_BUCKET: STATEMENTS_S3_REGION is set, but there is no bucket to use it with",
      "STATEMENTS_S3_BUCKET: STATEMENTS_S3_ACCESS_KEY_ID is set, but there is no bucket to use it with",
      "STATEMENTS_S3_BUCKET: STATEMENTS_S3_SECRET_ACCESS_KEY is set, but there is no bucket to use it with",
    ]);
  });
});

describe("openStatementVault", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "statements-env-"));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it("stores locally with a key generated into DATA_DIR that the next start reuses", async () => {
    const first = await openStatementVault({ ...parse({}), DATA_DIR: dataDir });
    expect(first.mode).toBe("local");
    const temp = first.createTemp();
    temp.writable.end("a statement");
    await temp.finish();
    const { key } = await first.commit(temp.tempId);

    const second = await openStatementVault({ ...parse({}), DATA_DIR: dataDir });
    expect(second.keyId).toBe(first.keyId);
    const chunks: Buffer[] = [];
    for await (const chunk of (await second.open(key))!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("a statement");
    expect((await readdir(dataDir)).sort()).toEqual(["statements", "statements-key"]);
  });

  it("uses the bucket and STATEMENTS_KEY when the bucket is configured", async () => {
    const env = parse({ ...bucket, STATEMENTS_KEY: hexKey });
    const vault = await openStatementVault({ ...env, DATA_DIR: dataDir });
    expect(vault.mode).toBe("s3");
    expect(await readdir(dataDir)).toEqual([]); // no key file: the key came from the variable
  });
});
