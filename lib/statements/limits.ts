/** How much a statement upload may hold: the form's copy, the route and the inspection read these. */
export const statementLimits = {
  /** Files in one review request. */
  maxFiles: 3,
  /** Bytes in one file (10 MB). */
  maxFileBytes: 10 * 1024 * 1024,
  /** Bytes in all files of one request (25 MB). */
  maxTotalBytes: 25 * 1024 * 1024,
  /** Room for the text fields and the multipart framing around the files. */
  maxFormOverheadBytes: 64 * 1024,
  /** Bytes `sniffKind` wants before judging a file: collect this much (or the whole file). */
  sniffBytes: 4096,
  /** How long the team's signed download link to a file works. */
  downloadLinkDays: 7,
} as const;

/** A byte count as the form's copy writes it: "10 MB". */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** "2.4 MB", "830 KB", "12 bytes": a file's size as the form and the lead email list it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
}
