import { statementFileTypes } from "./file-types";
import { statementLimits } from "./limits";
import { refusalMessage } from "./messages";
import { uploadMessages } from "./upload-messages";

/** What the browser knows of a chosen file before sending it. */
export type ChosenFile = { name: string; size: number; type: string };

const extensions: readonly string[] = statementFileTypes.flatMap((type) => type.extensions);
const mediaTypes: readonly string[] = statementFileTypes.map((type) => type.mediaType);

/**
 * The problems the browser can see before sending: the count, sizes, empty files and names or
 * types that are plainly not accepted. The server checks every file's content again, whatever
 * this says: a name proves nothing.
 */
export function checkChosenFiles(files: readonly ChosenFile[]): {
  general?: string;
  perFile: (string | undefined)[];
} {
  const perFile = files.map((file) => {
    if (file.size === 0) return refusalMessage("empty");
    if (file.size > statementLimits.maxFileBytes) return refusalMessage("file-too-large");
    const dot = file.name.lastIndexOf(".");
    const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : "";
    if (!extensions.includes(extension) && !mediaTypes.includes(file.type)) {
      return uploadMessages.notAccepted;
    }
    return undefined;
  });
  const total = files.reduce((sum, file) => sum + file.size, 0);
  let general: string | undefined;
  if (files.length === 0) general = uploadMessages.noFile;
  else if (files.length > statementLimits.maxFiles) general = refusalMessage("too-many-files");
  else if (total > statementLimits.maxTotalBytes) general = refusalMessage("total-too-large");
  return { general, perFile };
}

/**
 * How far each file is, from the bytes of the whole upload sent so far: the text fields go
 * first, then the files in order, each behind a small part header, so a file's share of the
 * body is known from the sizes.
 */
export function progressPerFile(loaded: number, total: number, sizes: readonly number[]): number[] {
  const fileBytes = sizes.reduce((sum, size) => sum + size, 0);
  const framing = Math.max(0, total - fileBytes);
  // The fields and closing boundary are small; spread the framing evenly before each file.
  const before = framing / (sizes.length + 1);
  let offset = 0;
  return sizes.map((size) => {
    offset += before;
    const done = size === 0 ? (loaded >= offset ? 1 : 0) : (loaded - offset) / size;
    offset += size;
    return Math.min(1, Math.max(0, done));
  });
}
