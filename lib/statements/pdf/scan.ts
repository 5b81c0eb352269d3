import { activeNames } from "./active-content";
import { PdfSyntaxError, PdfTooComplexError } from "./errors";
import { Lexer, type Token } from "./lexer";
import { pdfLimits } from "./limits";
import { pacer } from "../pacer";
import { entry, hasName, readValue, type PdfDict, type PdfValue } from "./values";

/** An object's number and generation: an encrypted stream's key depends on them. */
export type ObjectRef = { num: number; gen: number };

/** Where an object's value starts, and how late in the file it stands (a later one wins). */
export type ObjectLocation = { source: Buffer; offset: number; order: number };

/** What the passes over a PDF found: every name, every object, the trailer's root. */
export class PdfScan {
  encrypted = false;
  activeName: string | undefined;
  root: number | undefined;
  readonly objects = new Map<number, ObjectLocation>();
  readonly catalogs: number[] = [];
  readonly objectStreams: { dict: PdfDict; data: Buffer; order: number; ref: ObjectRef }[] = [];
  /** The last trailer's /Encrypt and /ID, when it has an /Encrypt. */
  trailerEncryption: { encrypt: PdfValue; id: PdfValue | undefined } | undefined;
  readonly openActions: PdfValue[] = [];
  /** Where the top-level pass met the keyword `obj`: every real object header. */
  readonly objKeywords = new Set<number>();
  private definitions = 0;

  readonly onName = (token: Token) => {
    if (token.type !== "name") return;
    if (token.value === "Encrypt") this.encrypted = true;
    else if (activeNames.has(token.value)) this.activeName ??= token.value;
  };

  readonly onDict = (dict: PdfDict) => {
    const action = dict.entries.get("OpenAction");
    if (!action) return;
    this.count();
    this.openActions.push(action);
  };

  /** Counts one more thing the later passes read again (an object, a loose value, an action). */
  count(): void {
    if (++this.definitions > pdfLimits.maxObjects) throw new PdfTooComplexError("too many objects");
  }

  addObject(num: number, location: ObjectLocation, value: PdfValue): void {
    this.count();
    const known = this.objects.get(num);
    if (!known || known.order <= location.order) this.objects.set(num, location);
    if (hasName(value, "Type", "Catalog")) this.catalogs.push(num);
  }

  noteTrailer(dict: PdfValue | undefined): void {
    const root = entry(dict, "Root");
    if (root?.type === "ref") this.root = root.num;
    const encrypt = entry(dict, "Encrypt");
    if (encrypt) this.trailerEncryption = { encrypt, id: entry(dict, "ID") };
  }
}

/**
 * Reads a whole PDF in file order, as a viewer that ignores the cross-reference table would:
 * every object of every revision, referenced or not, and whatever lies between them. Stream data
 * is passed over (object streams are kept for `readObjectStreams`).
 */
export async function scanTopLevel(bytes: Buffer, scan: PdfScan): Promise<void> {
  const lexer = new Lexer(bytes, 0, (token) => {
    scan.onName(token);
    if (token.type === "keyword" && token.value === "obj") scan.objKeywords.add(token.start);
  });
  let before: Token | undefined;
  let previous: Token | undefined;
  let last: PdfValue | undefined;
  let current: ObjectRef = { num: 0, gen: 0 };
  const pause = pacer();
  for (let token = lexer.next(); token.type !== "eof"; token = lexer.next()) {
    if (token.type === "keyword" && token.value === "obj" && isObjectNumber(before, previous)) {
      const offset = lexer.pos;
      current = { num: before.value, gen: (previous as Token & { value: number }).value };
      last = readValue(lexer, scan.onDict);
      scan.addObject(before.value, { source: bytes, offset, order: offset }, last);
    } else if (token.type === "keyword" && token.value === "stream") {
      passStream(lexer, token, last, scan, current);
      last = undefined;
    } else if (token.type === "keyword" && token.value === "trailer") {
      last = readValue(lexer, scan.onDict);
      scan.noteTrailer(last);
    } else if (token.type === "<<" || token.type === "[") {
      // Values outside any object (a viewer ignores them) count against the bound all the same.
      scan.count();
      last = readValue(lexer, scan.onDict, token);
    }
    [before, previous] = [previous, token];
    const paused = pause();
    if (paused) await paused;
  }
}

function isObjectNumber(
  before: Token | undefined,
  previous: Token | undefined,
): before is Token & { type: "number"; value: number } {
  return (
    before?.type === "number" && before.integer && previous?.type === "number" && previous.integer
  );
}

const ENDSTREAM = Buffer.from("endstream");

// Stream data ends where /Length says when "endstream" follows there, else at the next
// "endstream" (a wrong or indirect /Length, as viewers tolerate).
function passStream(
  lexer: Lexer,
  token: Token,
  dict: PdfValue | undefined,
  scan: PdfScan,
  ref: ObjectRef,
) {
  const { bytes } = lexer;
  let dataStart = token.start + "stream".length;
  if (bytes[dataStart] === 0x0d) dataStart++;
  if (bytes[dataStart] === 0x0a) dataStart++;
  const length = entry(dict, "Length");
  let dataEnd = -1;
  if (length?.type === "number" && length.integer && length.value >= 0) {
    lexer.pos = dataStart + length.value;
    lexer.skipSpace();
    if (bytes.subarray(lexer.pos, lexer.pos + ENDSTREAM.length).equals(ENDSTREAM)) {
      dataEnd = dataStart + length.value;
    }
  }
  if (dataEnd < 0) {
    lexer.pos = bytes.indexOf(ENDSTREAM, dataStart);
    if (lexer.pos < 0) throw new PdfSyntaxError(`the stream at ${token.start} never ends`);
    dataEnd = lexer.pos;
  }
  lexer.pos += ENDSTREAM.length;
  if (dict?.type !== "dict") return;
  // pdf.js reads compressed objects from any stream with /N and /First, whatever its /Type.
  if (hasName(dict, "Type", "ObjStm") || (dict.entries.has("N") && dict.entries.has("First"))) {
    const data = bytes.subarray(dataStart, dataEnd);
    scan.objectStreams.push({ dict, data, order: token.start, ref });
  } else if (hasName(dict, "Type", "XRef")) {
    scan.noteTrailer(dict);
  }
}
