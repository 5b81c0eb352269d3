import { visibleText } from "@/lib/text";
import { fileTypeOf, statementFileTypes, type StatementKind } from "./file-types";

/** The longest display name kept, in characters, extension included. */
export const maxDisplayNameLength = 120;

const fallbackStem = "statement";
// Extensions a statement is often misnamed with: replaced by the right one rather than kept.
const knownExtensions = new Set([
  ...statementFileTypes.flatMap((type) => type.extensions),
  ...[".heic", ".heif", ".gif", ".tif", ".tiff", ".bmp", ".txt", ".htm", ".html"],
  ...[".xls", ".xlsm", ".xlsb", ".ods", ".doc", ".docx"],
]);
const windowsDeviceNames = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * The name a merchant gave a file, made safe to show and to offer as a download name, never a
 * path: no folders, no control, invisible or direction-changing characters, NFC, no leading or
 * trailing dots and spaces, at most `maxDisplayNameLength` characters, and an extension that
 * matches what the file is ("statement.exe" holding a PDF becomes "statement.exe.pdf").
 */
export function displayName(original: string | null | undefined, kind: StatementKind): string {
  const name = trimEnds(
    visibleText((original ?? "").split(/[\\/]/).pop()!)
      .normalize("NFC")
      .replace(/\s+/g, " ")
      .replace(/[<>:"|?*]/g, "_"),
  );
  const extensions: readonly string[] = fileTypeOf(kind).extensions;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot) : "";
  const fits = extensions.includes(extension.toLowerCase());
  const stem = fits || knownExtensions.has(extension.toLowerCase()) ? name.slice(0, dot) : name;
  const suffix = fits ? extension : extensions[0]!;
  return `${capStem(stem, maxDisplayNameLength - suffix.length)}${suffix}`;
}

function trimEnds(text: string): string {
  return text.replace(/^[.\s]+|[.\s]+$/g, "");
}

// Cut by code points so no character is split, then tidy the cut end.
function capStem(stem: string, maxLength: number): string {
  const capped = trimEnds(Array.from(stem).slice(0, maxLength).join(""));
  return capped && !windowsDeviceNames.test(capped) ? capped : fallbackStem;
}
