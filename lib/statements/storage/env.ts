import { z } from "zod";
import { parsePreviousKeys, parseStatementsKey } from "./key-text";

// The statement-storage variables, spread into the server schema in lib/env.ts.

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);
const bucketName = /^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/;

const isHttpsOrLocal = (url: URL) => url.protocol === "https:" || localHosts.has(url.hostname);

export const statementsEnvShape = {
  STATEMENTS_KEY: z
    .string()
    .refine(
      (value) => parseStatementsKey(value) !== null,
      "STATEMENTS_KEY must be 32 bytes as 64 hex characters or base64 (try `openssl rand -hex 32`)",
    )
    .optional(),
  STATEMENTS_PREVIOUS_KEYS: z
    .string()
    .refine(
      (value) => parsePreviousKeys(value) !== null,
      "STATEMENTS_PREVIOUS_KEYS must list earlier statements keys separated by commas, each 32 " +
        "bytes as 64 hex characters or base64",
    )
    .optional(),
  STATEMENTS_S3_BUCKET: z
    .string()
    .regex(bucketName, "STATEMENTS_S3_BUCKET must be a bucket name such as lcms-statements")
    .optional(),
  STATEMENTS_S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: "STATEMENTS_S3_ENDPOINT must be an absolute URL such as https://s3.example.com",
    })
    .refine(
      // zod 4 runs this even when the URL check failed, so an unparsable value is left to that one.
      (value) => !URL.canParse(value) || isHttpsOrLocal(new URL(value)),
      "STATEMENTS_S3_ENDPOINT must use https (http only for localhost, 127.0.0.1 or [::1])",
    )
    .optional(),
  STATEMENTS_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, "STATEMENTS_S3_REGION must be a region such as us-east-1 or auto")
    .optional(),
  STATEMENTS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STATEMENTS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STATEMENTS_S3_FORCE_PATH_STYLE: z
    .enum(["0", "1", "true", "false", "on", "off"], {
      error: "STATEMENTS_S3_FORCE_PATH_STYLE must be 1 or 0",
    })
    .optional()
    .transform((value) => value === "1" || value === "true" || value === "on"),
  STATEMENTS_S3_TIMEOUT_MS: z.coerce
    .number({ error: "STATEMENTS_S3_TIMEOUT_MS must be a number of milliseconds" })
    .int()
    .min(1_000, "STATEMENTS_S3_TIMEOUT_MS must be at least 1000")
    .max(600_000, "STATEMENTS_S3_TIMEOUT_MS must be at most 600000 (10 minutes)")
    .default(30_000),
};

/** The parsed statement-storage variables. */
export type StatementsEnv = {
  STATEMENTS_KEY?: string;
  STATEMENTS_PREVIOUS_KEYS?: string;
  STATEMENTS_S3_BUCKET?: string;
  STATEMENTS_S3_ENDPOINT?: string;
  STATEMENTS_S3_REGION?: string;
  STATEMENTS_S3_ACCESS_KEY_ID?: string;
  STATEMENTS_S3_SECRET_ACCESS_KEY?: string;
  STATEMENTS_S3_FORCE_PATH_STYLE: boolean;
  STATEMENTS_S3_TIMEOUT_MS: number;
};

const bucketNeeds = [
  "STATEMENTS_S3_REGION",
  "STATEMENTS_S3_ACCESS_KEY_ID",
  "STATEMENTS_S3_SECRET_ACCESS_KEY",
] as const;
const bucketOnly = [...bucketNeeds, "STATEMENTS_S3_ENDPOINT"] as const;

/** Rules across variables; each message names the variable to set. */
export function statementsEnvProblems(env: StatementsEnv): string[] {
  const rotation =
    env.STATEMENTS_PREVIOUS_KEYS?.trim() && !env.STATEMENTS_KEY
      ? [
          "STATEMENTS_KEY: STATEMENTS_PREVIOUS_KEYS is set, so set STATEMENTS_KEY to the new key " +
            "that new files are sealed under",
        ]
      : [];
  return [...rotation, ...storageProblems(env)];
}

function storageProblems(env: StatementsEnv): string[] {
  if (!env.STATEMENTS_S3_BUCKET) {
    return bucketOnly
      .filter((name) => env[name])
      .map((name) => `STATEMENTS_S3_BUCKET: ${name} is set, but there is no bucket to use it with`);
  }
  const problems = bucketNeeds
    .filter((name) => !env[name])
    .map((name) => `${name}: STATEMENTS_S3_BUCKET is set, so ${name} is needed too`);
  if (!env.STATEMENTS_KEY) {
    problems.push(
      "STATEMENTS_KEY: with STATEMENTS_S3_BUCKET every instance must seal with one shared key " +
        "(try `openssl rand -hex 32`, and keep it outside the bucket)",
    );
  }
  return problems;
}
