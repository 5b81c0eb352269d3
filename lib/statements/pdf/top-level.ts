import { Lexer, type Token } from "./lexer";
import { pacer } from "../pacer";
import type { ObjectRef, PdfScan } from "./scan";
import { searchedEnd, streamDataEnd, streamDataStart } from "./stream-data";
import { readXrefTable } from "./xref-table";
import { entry, hasName, integral, readValue, type PdfValue } from "./values";

/**
 * Reads a whole PDF in file order, as a viewer that ignores the cross-reference table would:
 * every object of every revision, referenced or not, and whatever lies between them. Stream data
 * is passed over and kept for `readStreams`; classic cross-reference tables are listed.
 */
export async function scanTopLevel(bytes: Buffer, scan: PdfScan): Promise<void> {
  const lexer = new Lexer(bytes, 0, scan.onName);
  let before: Token | undefined;
  let previous: Token | undefined;
  let last: PdfValue | undefined;
  let current: ObjectRef = { num: 0, gen: 0 };
  scan.readingSource = bytes;
  const pause = pacer();
  for (let token = lexer.next(); token.type !== "eof"; token = lexer.next()) {
    if (token.type === "keyword") {
      switch (token.value) {
        case "obj": {
          const header = objectNumbers(before, previous);
          scan.objKeywords.set(token.start, header?.num ?? -1);
          if (!header) break;
          const offset = lexer.pos;
          current = header;
          scan.readingOwner = header;
          last = readValue(lexer, scan.onDict);
          scan.readingOwner = undefined;
          scan.addObject(
            header.num,
            { source: bytes, offset, order: offset, gen: header.gen },
            last,
          );
          break;
        }
        case "stream":
          passStream(lexer, token, last, scan, current);
          last = undefined;
          break;
        case "trailer":
          last = readValue(lexer, scan.onDict);
          scan.noteTrailer(last);
          break;
        case "xref":
          scan.xrefKeywords.add(token.start);
          readXrefTable(new Lexer(bytes, lexer.pos), scan.xrefEntries);
          break;
        case "startxref": {
          const pointer = integral(readValue(new Lexer(bytes, lexer.pos)));
          if (pointer !== undefined) scan.xrefPointers.push(pointer);
        }
      }
    } else if (token.type === "<<" || token.type === "[") {
      // Values outside any object (a viewer ignores them) count against the bound all the same.
      scan.count();
      last = readValue(lexer, scan.onDict, token);
    }
    before = previous;
    previous = token;
    const paused = pause();
    if (paused) await paused;
  }
}

// "12 0 obj", and "12.0 0 obj", which pdf.js reads as object 12 when a cross-reference leads there.
function objectNumbers(before: Token | undefined, previous: Token | undefined): ObjectRef | null {
  if (before?.type !== "number" || previous?.type !== "number") return null;
  const num = before.value;
  const gen = previous.value;
  return Number.isInteger(num) && Number.isInteger(gen) && num >= 0 ? { num, gen } : null;
}

// Stream data ends where /Length says when "endstream" follows there, else at the first end
// pdf.js finds (stream-data.ts); the lexer goes on from that "endstream".
function passStream(
  lexer: Lexer,
  token: Token,
  dict: PdfValue | undefined,
  scan: PdfScan,
  ref: ObjectRef,
) {
  const { bytes } = lexer;
  const start = streamDataStart(bytes, token.start);
  const searched = searchedEnd(bytes, start);
  const length = integral(entry(dict, "Length"));
  lexer.pos = streamDataEnd(bytes, start, searched, length);
  if (dict?.type !== "dict") return;
  scan.streams.push({ dict, ref, start, searched });
  // A cross-reference stream's dictionary is its revision's trailer.
  if (dict.entries.has("W") || hasName(dict, "Type", "XRef")) scan.noteTrailer(dict);
}
