import type { OpenedZip, ZipEntry } from "../../zip";
import { MAX_COLUMNS, type Cell, type TableSink } from "./row";
import { unescapeXstring } from "./xlsx-strings";
import { localName, readPart, type PartEnd } from "./xml-part";

/**
 * Streams a worksheet's rows into `reader`: shared strings looked up, inline strings and formula
 * results as text, numbers as numbers (dates stay serials until their column is read as a date),
 * each cell placed by its reference (`AB12`), so empty cells Excel leaves out keep their column.
 */
export function readSheet(
  zip: OpenedZip,
  entry: ZipEntry,
  strings: readonly string[],
  reader: TableSink,
  maxXmlBytes: number,
): Promise<PartEnd> {
  const cells: Cell[] = [];
  let row = 0;
  let column = -1;
  let type = "";
  let value = "";
  let inValue = false;
  let inInline = false;
  let phonetic = 0;
  return readPart(zip, entry, maxXmlBytes, (parser, stop) => {
    const text = (part: string) => {
      if (inValue && phonetic === 0) value += part;
    };
    parser.on("text", text);
    parser.on("cdata", text);
    parser.on("opentag", ({ name, attributes, isSelfClosing }) => {
      switch (localName(name)) {
        case "row":
          row = Number(attributes.r) || row + 1;
          cells.length = 0;
          column = -1;
          break;
        case "c":
          column = columnOf(attributes.r as string | undefined) ?? column + 1;
          type = (attributes.t as string | undefined) ?? "";
          value = "";
          break;
        case "v":
          inValue = !isSelfClosing;
          break;
        case "is":
          inInline = true;
          break;
        case "t":
          inValue = inInline && !isSelfClosing;
          break;
        case "rPh":
          if (!isSelfClosing) phonetic++;
      }
    });
    parser.on("closetag", ({ name, isSelfClosing }) => {
      switch (localName(name)) {
        case "v":
        case "t":
          inValue = false;
          break;
        case "is":
          inInline = false;
          break;
        case "rPh":
          if (!isSelfClosing) phonetic--;
          break;
        case "c":
          // Once the header is found, only the columns the reader uses, so a row is never wider.
          const { wanted } = reader;
          if (wanted ? wanted[column] === true : column < MAX_COLUMNS) {
            cells[column] = cellOf(type, value, strings);
          }
          break;
        case "row":
          for (let i = 0; i < cells.length; i++) cells[i] ??= "";
          if (!reader.row(cells, row)) stop();
      }
    });
  });
}

/** A cell's value by its type: a shared string, text, or a number. */
function cellOf(type: string, value: string, strings: readonly string[]): Cell {
  if (type === "s") return strings[Number(value)] ?? "";
  if (type === "inlineStr") return unescapeXstring(value);
  if (type !== "" && type !== "n") return value; // str (a formula's text), b, e, d
  const number = value.trim() === "" ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : value;
}

/** The 0-based column of a reference such as "AB12", or undefined. */
function columnOf(reference: string | undefined): number | undefined {
  if (!reference) return undefined;
  let column = 0;
  let i = 0;
  for (; i < reference.length && i < 3; i++) {
    const code = reference.charCodeAt(i) & ~0x20; // upper case
    if (code < 0x41 || code > 0x5a) break;
    column = column * 26 + (code - 0x40);
  }
  return i === 0 ? undefined : column - 1;
}
