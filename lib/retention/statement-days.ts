/**
 * STATEMENT_RETENTION_DAYS: how many days a statement file is kept after it was sent. It is read
 * when the site is built (next.config.ts inlines it), because the review page and the privacy
 * notice that state the period are built ahead; the server deletes on the same built value and
 * refuses to start when it is given another one (lib/env.ts).
 */
export const statementDaysSetting = {
  name: "STATEMENT_RETENTION_DAYS",
  fallback: 30,
  min: 1,
  max: 365,
} as const;

const { name, fallback, min, max } = statementDaysSetting;

/** The number of days a setting asks for; unset or empty means the default of 30. */
export function readStatementDays(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const days = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || days < min || days > max) {
    throw new Error(
      `${name} must be a whole number of days from ${min} to ${max} (default ${fallback}); got "${raw}".`,
    );
  }
  return days;
}

/**
 * Why a server started with `runtime` must not run a build that states `built` days; null when
 * it may (unset, or the same number).
 */
export function statementDaysMismatch(runtime: string | undefined, built: number): string | null {
  if (runtime === undefined || runtime.trim() === "") return null;
  const asked = readStatementDays(runtime);
  if (asked === built) return null;
  return (
    `${name}: this build states and applies ${built} days (the value when it was built) but the ` +
    `server was started with ${asked}. The pages that promise the period are built ahead: rebuild ` +
    `with ${name}=${asked}, or start without it.`
  );
}
