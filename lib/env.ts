import { z } from "zod";
import { site } from "@/content/site";
import { isHttpsOrLocal, notifyEnvProblems, notifyEnvShape } from "@/lib/notify/env";
import { resolvePixelId } from "@/lib/pixel/config";
import { retentionPeriods } from "@/lib/retention/periods";
import { statementDaysMismatch } from "@/lib/retention/statement-days";
import { statementsEnvProblems, statementsEnvShape } from "@/lib/statements/storage/env";

const flag = z
  .enum(["0", "1", "true", "false", "on", "off"])
  .optional()
  .transform((value) => value === "1" || value === "true" || value === "on");

const serverSchema = z.object({
  SITE_URL: z.url("SITE_URL must be an absolute URL such as https://www.example.com"),
  SUPABASE_URL: z
    .url("SUPABASE_URL must be the project URL, e.g. https://abc.supabase.co")
    .optional(),
  SUPABASE_ANON_KEY: z.string().min(20, "SUPABASE_ANON_KEY looks too short").optional(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(20).optional(),
  GEO_GATE: z.enum(["on", "off"]).default("on"),
  GEO_ALLOWED_COUNTRIES: z
    .string()
    .regex(
      /^[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*$/,
      "GEO_ALLOWED_COUNTRIES is a comma-separated list of ISO codes like US,PR",
    )
    .default("US,PR,GU,VI,AS,MP"),
  GEO_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1500),
  GEO_COUNTRY_DB: z.string().min(1).optional(),
  TRUST_PROXY: flag,
  KEEP_ALIVE_TIMEOUT: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600_000, "KEEP_ALIVE_TIMEOUT is in milliseconds, at most an hour")
    .optional(),
  // Read by lib/server/lifecycle.mjs (plain JavaScript, before this check runs); checked here.
  START_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000, "START_TIMEOUT_MS is in milliseconds, at least 1000")
    .max(3_600_000, "START_TIMEOUT_MS is in milliseconds, at most an hour")
    .optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  LEADS_HASH_SECRET: z
    .string()
    .min(16, "LEADS_HASH_SECRET needs at least 16 characters")
    .optional(),
  /** The tracking pixel's id; unset, empty or a placeholder keeps the pixel off. */
  META_PIXEL_ID: z
    .string()
    .optional()
    .transform((value) => resolvePixelId(value)),
  NEXT_PUBLIC_META_PIXEL_ID: z
    .undefined({
      error:
        "NEXT_PUBLIC_META_PIXEL_ID is now META_PIXEL_ID, read when the server starts rather than built in: rename it",
    })
    .optional(),
  /** A booking page (Cal.com, Calendly…) that /contact/book leads to. */
  BOOKING_URL: z
    .url({
      protocol: /^https?$/,
      error:
        "BOOKING_URL must be the full address of your booking page, such as https://cal.com/lake-country/walkthrough",
    })
    .refine(
      isHttpsOrLocal,
      "BOOKING_URL must use https (http only for localhost, 127.0.0.1 or [::1])",
    )
    .optional(),
  ...notifyEnvShape,
  ...statementsEnvShape,
});

export type ServerEnv = z.infer<typeof serverSchema>;

/** Parses server environment variables, naming every variable that is wrong. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  cleaned.SITE_URL ??= defaultSiteUrl(source.NODE_ENV);
  const result = serverSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment (see .env.example):\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (Boolean(env.SUPABASE_URL) !== Boolean(env.SUPABASE_ANON_KEY)) {
    throw new Error(
      "Invalid environment: set both SUPABASE_URL and SUPABASE_ANON_KEY, or neither.",
    );
  }
  const problems = [...notifyEnvProblems(env), ...statementsEnvProblems(env)];
  try {
    const mismatch = statementDaysMismatch(
      source.STATEMENT_RETENTION_DAYS,
      retentionPeriods.statementFile.amount,
    );
    if (mismatch) problems.push(mismatch);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (env.SUPABASE_URL && !env.SUPABASE_SERVICE_ROLE_KEY) {
    problems.push(
      "SUPABASE_SERVICE_ROLE_KEY: on Supabase the server needs the service key: only service_role " +
        "may run the functions that deliver leads and that serve and delete statement files",
    );
  }
  if (problems.length > 0) {
    throw new Error(`Invalid environment (see .env.example):\n- ${problems.join("\n- ")}`);
  }
  return env;
}

let cached: ServerEnv | undefined;

/** The validated server environment, read once per process at run time. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/**
 * The origin when SITE_URL is unset: the business's public one, so that a build made with nothing
 * configured never prints or links to localhost; only `next dev` keeps localhost.
 */
export function defaultSiteUrl(nodeEnv: string | undefined): string {
  return nodeEnv === "development" ? "http://localhost:3000" : site.url;
}

/** The public origin, without a trailing slash; canonical URLs and the sitemap use it. */
export const siteUrl = serverEnvSiteUrl();

function serverEnvSiteUrl(): string {
  const parsed = z.url().safeParse(process.env.SITE_URL || defaultSiteUrl(process.env.NODE_ENV));
  if (!parsed.success) throw new Error("Invalid environment: SITE_URL must be an absolute URL.");
  return parsed.data.replace(/\/+$/, "");
}
