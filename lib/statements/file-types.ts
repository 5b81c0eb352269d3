/**
 * The kinds of statement file the review accepts, one source for the form's `accept` attribute,
 * its copy, the inspection and the stored file's type. JPEG is the first image type on purpose:
 * Safari on a Mac converts a HEIC photo to the first image type listed.
 */
export const statementFileTypes = [
  { kind: "pdf", mediaType: "application/pdf", extensions: [".pdf"], label: "PDF" },
  {
    kind: "jpeg",
    mediaType: "image/jpeg",
    extensions: [".jpg", ".jpeg"],
    label: "photo (JPEG)",
  },
  { kind: "png", mediaType: "image/png", extensions: [".png"], label: "image (PNG)" },
  { kind: "webp", mediaType: "image/webp", extensions: [".webp"], label: "image (WebP)" },
  { kind: "csv", mediaType: "text/csv", extensions: [".csv"], label: "spreadsheet export (CSV)" },
  {
    kind: "xlsx",
    mediaType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extensions: [".xlsx"],
    label: "Excel workbook (.xlsx)",
  },
] as const;

export type StatementFileType = (typeof statementFileTypes)[number];
export type StatementKind = StatementFileType["kind"];
export type ImageKind = Extract<StatementKind, "jpeg" | "png" | "webp">;

/** The accepted type of a kind. */
export function fileTypeOf(kind: StatementKind): StatementFileType {
  return statementFileTypes.find((type) => type.kind === kind)!;
}

/**
 * The value of the file input's `accept` attribute. It names image types one by one, never
 * `image/*` or `image/heic`, so iPhones and Safari hand over a JPEG rather than a HEIC photo.
 */
export const statementAccept = statementFileTypes
  .flatMap((type) => [type.mediaType, ...type.extensions])
  .join(",");

/** "PDF, JPEG, PNG, WebP, CSV or Excel (.xlsx)": what the form's copy and messages list. */
export const acceptedKindsText = "PDF, photo (JPEG, PNG or WebP), CSV or Excel (.xlsx)";
