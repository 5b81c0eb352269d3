/** How much a statement upload may hold: the form's copy, the route and the inspection read these. */
export const statementLimits = {
  maxFiles: 3,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 25 * 1024 * 1024,
  /** Bytes `sniffKind` wants before judging a file: collect this much (or the whole file). */
  sniffBytes: 4096,
} as const;

/** A byte count as the form's copy writes it: "10 MB". */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
