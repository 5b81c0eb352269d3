import { accepted, refused, type Inspection } from "../result";
import { activeNames, openActionWhat, unsafeLinkWhat } from "./active-content";
import { checkCrossReferences } from "./cross-references";
import { openWithoutPassword } from "./encryption";
import { PdfTooComplexError } from "./errors";
import { hasHiddenObject } from "./hidden-objects";
import { hasUnsafeLink } from "./links";
import { PdfScan } from "./scan";
import { readStreams } from "./streams";
import { readStructure } from "./structure";
import { scanTopLevel } from "./top-level";

// Viewers look for the end-of-file marker within the last kilobyte.
const EOF_WINDOW = 1024;

/**
 * Accepts a PDF only when it is whole, opens without a password, has pages, and nothing in it
 * acts by itself under any reading a viewer could make of it: no JavaScript, automatic actions,
 * launches, attached files, media or XFA in any object, revision or stream, decoded every way its
 * parameters allow. A file that viewers could read two ways is refused as damaged. The bytes are
 * stored as sent. Every failure is a refusal, not a throw.
 */
export async function inspectPdf(bytes: Buffer): Promise<Inspection> {
  if (!bytes.subarray(-EOF_WINDOW).includes("%%EOF")) return refused("pdf-malformed");
  try {
    const scan = new PdfScan();
    await scanTopLevel(bytes, scan);
    // A file that opens without a password is read as its viewer decrypts it; one that asks for a
    // password, or whose /Encrypt the trailer does not give, cannot be checked.
    const decrypt = scan.encrypted ? openWithoutPassword(scan, bytes) : undefined;
    if (scan.encrypted && !decrypt) return refused("pdf-encrypted");
    if (hasHiddenObject(bytes, scan.objKeywords)) return refused("pdf-malformed");
    if (scan.activeName) return refused("pdf-active-content", activeNames.get(scan.activeName));
    await readStreams(bytes, scan, decrypt);
    if (scan.activeName) return refused("pdf-active-content", activeNames.get(scan.activeName));
    checkCrossReferences(bytes, scan);
    if (decrypt && encryptionCompressed(scan, bytes)) return refused("pdf-malformed");
    const structure = await readStructure(scan);
    if (structure.harmfulOpenAction) return refused("pdf-active-content", openActionWhat);
    if (hasUnsafeLink(scan, decrypt)) return refused("pdf-active-content", unsafeLinkWhat);
    if (!structure.hasCatalog) return refused("pdf-malformed");
    if (structure.pages === 0) return refused("pdf-malformed", "has no pages");
    return accepted("pdf", bytes);
  } catch (error) {
    // Syntax errors, and anything else a hostile file provokes, refuse the file as damaged.
    return error instanceof PdfTooComplexError
      ? refused("too-complex", "PDF")
      : refused("pdf-malformed");
  }
}

// The encryption dictionary was read before the object streams; one of them may define it too.
function encryptionCompressed(scan: PdfScan, bytes: Buffer): boolean {
  return scan.trailerEncryption.some(
    ({ encrypt }) =>
      encrypt.type === "ref" && scan.definitions(encrypt.num).some((at) => at.source !== bytes),
  );
}
