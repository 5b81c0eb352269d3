import { activeNames } from "./active-content";
import { PdfTooComplexError } from "./errors";
import type { Token } from "./lexer";
import { pdfLimits } from "./limits";
import { entry, hasName, integral, type PdfDict, type PdfValue } from "./values";

/** An object's number and generation: an encrypted stream's key depends on them. */
export type ObjectRef = { num: number; gen: number };

/**
 * Where one definition of an object starts, and how late in the file it stands; `gen` for one at
 * the top level (whose strings are encrypted with its number and generation).
 */
export type ObjectLocation = { source: Buffer; offset: number; order: number; gen?: number };

/** A link's /URI as written, where it was read, and the object holding it (for decryption). */
export type LinkTarget = { value: PdfValue; source: Buffer; owner?: ObjectRef };

/** A stream met at the top level: its dictionary, and where its data starts and may end. */
export type StreamEntry = {
  dict: PdfDict;
  ref: ObjectRef;
  start: number;
  /** Where the data ends for a reader that does not take it from /Length. */
  searched: number;
};

/** An entry of a cross-reference table or stream: at `offset`, or at `index` in stream `offset`. */
export type XrefEntry = { num: number; offset: number; index?: number };

/** What the passes over a PDF found: every name, every definition of every object, every stream. */
export class PdfScan {
  encrypted = false;
  activeName: string | undefined;
  root: number | undefined;
  /** Every definition of each object, in the order found (one kept bare: most have one). */
  private readonly found = new Map<number, ObjectLocation | ObjectLocation[]>();
  readonly catalogs: number[] = [];
  readonly streams: StreamEntry[] = [];
  /** Every trailer's /Encrypt and /ID (trailer dictionaries and cross-reference streams). */
  readonly trailerEncryption: { encrypt: PdfValue; id: PdfValue | undefined }[] = [];
  readonly openActions: PdfValue[] = [];
  readonly links: LinkTarget[] = [];
  /** What is being read now: the file or a decoded object stream, and the object, if known. */
  readingSource: Buffer = Buffer.alloc(0);
  readingOwner: ObjectRef | undefined;
  /** Where the top-level pass met the keyword `obj`, with the number before it (or -1). */
  readonly objKeywords = new Map<number, number>();
  /** Where the keyword `xref` starts each classic table, and what the tables list. */
  readonly xrefKeywords = new Set<number>();
  readonly xrefEntries: XrefEntry[] = [];
  /** Offsets a reader may start reading cross-references at (startxref, /Prev, /XRefStm). */
  readonly xrefPointers: number[] = [];
  /** For each object stream's number, the objects its header lists, under each reading. */
  readonly objectStreamNumbers = new Map<number, number[][]>();
  private counted = 0;

  readonly onName = (token: Token) => {
    if (token.type !== "name") return;
    if (token.value === "Encrypt") this.encrypted = true;
    else if (activeNames.has(token.value)) this.activeName ??= token.value;
  };

  readonly onDict = (dict: PdfDict) => {
    this.noteEntry("URI", dict.entries.get("URI"));
    this.noteEntry("OpenAction", dict.entries.get("OpenAction"));
    // A key written twice: a reader may take either value.
    for (const [key, earlier] of dict.repeated ?? []) this.noteEntry(key, earlier);
  };

  private noteEntry(key: string, value: PdfValue | undefined) {
    if (!value) return;
    if (key === "URI" && value.type !== "dict") {
      this.links.push({ value, source: this.readingSource, owner: this.readingOwner });
    } else if (key === "OpenAction") {
      this.count();
      this.openActions.push(value);
    }
  }

  /** Counts one more thing the later passes read again (an object, a loose value, an action). */
  count(): void {
    if (++this.counted > pdfLimits.maxObjects) throw new PdfTooComplexError("too many objects");
  }

  addObject(num: number, location: ObjectLocation, value: PdfValue): void {
    this.count();
    const known = this.found.get(num);
    if (!known) this.found.set(num, location);
    else if (Array.isArray(known)) known.push(location);
    else this.found.set(num, [known, location]);
    if (hasName(value, "Type", "Catalog")) this.catalogs.push(num);
  }

  /** Every definition of object `num`: top level in file order, then in object streams. */
  definitions(num: number): ObjectLocation[] {
    const known = this.found.get(num);
    return known === undefined ? [] : Array.isArray(known) ? known : [known];
  }

  /** The definition a reader taking the last one in the file uses. */
  lastDefinition(num: number): ObjectLocation | undefined {
    return this.definitions(num).reduce<ObjectLocation | undefined>(
      (a, b) => (a && a.order > b.order ? a : b),
      undefined,
    );
  }

  noteTrailer(dict: PdfValue | undefined): void {
    const root = entry(dict, "Root");
    if (root?.type === "ref") this.root = root.num;
    const encrypt = entry(dict, "Encrypt");
    if (encrypt) this.trailerEncryption.push({ encrypt, id: entry(dict, "ID") });
    for (const key of ["Prev", "XRefStm"]) {
      const pointer = entry(dict, key);
      const offset = pointer?.type === "ref" ? pointer.num : integral(pointer);
      if (offset !== undefined) this.xrefPointers.push(offset);
    }
  }
}
