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

/**
 * How fast an upload body must arrive (lib/statements/upload-pace.ts). Chrome's "Slow 3G" sends
 * 50 KB/s: its 25 MB upload takes 8.7 minutes and stays 2.5 times above the floor, with room for
 * a 14-second gap on the way; a body that trickles in slower holds a slot for nothing.
 */
export type UploadPaceSettings = Readonly<
  Record<"idleMs" | "minBytesPerSecond" | "graceMs" | "deadlineMs", number>
>;

export const uploadPace: UploadPaceSettings = {
  /** No byte for this long closes the upload. */
  idleMs: 15_000,
  /** From the start, the body must average at least this, after the grace period. */
  minBytesPerSecond: 20 * 1024,
  graceMs: 30_000,
  /** No body may take longer than this, however fast it started. */
  deadlineMs: 15 * 60_000,
};

/**
 * How many uploads one process reads at once, and from one address (an IPv4 address or an IPv6
 * /64, lib/statements/address-slot.ts). See lib/statements/admission.ts for why these figures.
 */
export type AdmissionSettings = Readonly<
  Record<"total" | "perAddress" | "laggingMs" | "refusals" | "refusalWindowMs", number>
>;

export const uploadAdmission: AdmissionSettings = {
  total: 48,
  perAddress: 2,
  /** When every slot is taken, an upload with no byte for this long gives its slot up. */
  laggingMs: 5_000,
  /** Refused uploads an address may make in the window before it gets 429 without a read. */
  refusals: 10,
  refusalWindowMs: 10 * 60_000,
};

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
