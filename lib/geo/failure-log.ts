const logged = new Set<string>();

/** Logs a failed location check once per cause per process, as one structured line. */
export function logCheckFailure(source: string, cause: string) {
  const key = `${source}:${cause}`;
  if (logged.has(key)) return;
  logged.add(key);
  console.warn(
    JSON.stringify({
      level: "warn",
      event: "geo_check_failed",
      source,
      cause,
      action: "allowed (fail open)",
      at: new Date().toISOString(),
    }),
  );
}
