import path from "node:path";
import { readPackageXml, type XmlElement } from "../../package-xml";
import { xlsxLimits } from "../../xlsx";
import { openZip, type OpenedZip, type ZipEntry } from "../../zip";
import { unbounded, type Budget } from "./budget";
import type { TableSink } from "./row";
import { readSheet } from "./xlsx-sheet";
import { readSharedStrings } from "./xlsx-strings";

/** Bounds on reading a workbook, beyond the check's own (xlsxLimits). */
export const workbookLimits = {
  /** The worksheets looked at for a header row, in the workbook's order. */
  sheets: 5,
  /**
   * A worksheet's XML, inflated: inflating and parsing it take about 1 s of CPU for each 17 MB
   * (bench:reads), so a read stays under 2 s, well within the worker's 5 s. Square's 52-column
   * export fills it at about 18,000 rows; a longer one is left to the specialist.
   */
  maxSheetXmlBytes: 32 * 1024 * 1024,
  maxSharedStringsXmlBytes: 16 * 1024 * 1024,
  /** Characters of shared strings kept in memory (two bytes each at worst). */
  maxSharedCharacters: 12 * 1024 * 1024,
} as const;

type Sheet = { name: string; entry: ZipEntry };
type Book = { sheets: Sheet[]; shared?: ZipEntry; date1904: boolean };

/**
 * Reads an export saved as XLSX: the first worksheet, in the workbook's order, whose first rows
 * hold a known export's header row. Null when the workbook cannot be read as one; "too-complex"
 * when reading it would pass the bounds, known where it can be from the zip's directory, before
 * anything is inflated.
 */
export async function readXlsx<T extends TableSink>(
  bytes: Buffer,
  reader: (sheet: string, date1904: boolean) => T,
  budget: Budget = unbounded,
): Promise<T | "too-complex" | null> {
  const zip = await openZip(bytes, xlsxLimits);
  if (typeof zip === "string") return zip === "too-large" ? "too-complex" : null;
  const book = await bookOf(zip);
  if (!book) return null;
  let strings: string[] | undefined;
  let last: T | null = null;
  for (const sheet of book.sheets.slice(0, workbookLimits.sheets)) {
    if (sheet.entry.uncompressedSize > workbookLimits.maxSheetXmlBytes) return "too-complex";
    const read = strings ?? (await sharedStrings(zip, book.shared, budget));
    if (typeof read === "string") return read === "too-large" ? "too-complex" : null;
    strings = read;
    last = reader(sheet.name, book.date1904);
    const ended = await readSheet(zip, sheet.entry, strings, last, workbookLimits.maxSheetXmlBytes);
    if (ended === "too-large") return "too-complex";
    if (last.headerFound) return last;
  }
  return last;
}

// The workbook's sheets in its order, its shared strings part and its date system.
async function bookOf(zip: OpenedZip): Promise<Book | null> {
  const find = (name: string) =>
    zip.entries.find((e) => e.name.toLowerCase() === name.toLowerCase());
  const workbook = await partXml(zip, find("xl/workbook.xml"));
  const relationships = await partXml(zip, find("xl/_rels/workbook.xml.rels"));
  if (!workbook || !relationships) return null;
  const targets = new Map<string, { type: string; entry?: ZipEntry }>();
  for (const { name, attributes } of relationships) {
    if (name !== "Relationship" || !attributes.Id || !attributes.Target) continue;
    const entry = find(partName(attributes.Target));
    targets.set(attributes.Id, { type: attributes.Type ?? "", entry });
  }
  const sheets = workbook.flatMap(({ name, attributes }) => {
    const entry = name === "sheet" && attributes.id ? targets.get(attributes.id)?.entry : undefined;
    return entry ? [{ name: attributes.name ?? "", entry }] : [];
  });
  const shared = [...targets.values()].find(({ type }) => type.endsWith("/sharedStrings"))?.entry;
  const date1904 = workbook.some(
    ({ name, attributes }) => name === "workbookPr" && /^(1|true)$/.test(attributes.date1904 ?? ""),
  );
  return { sheets, shared, date1904 };
}

function sharedStrings(zip: OpenedZip, entry: ZipEntry | undefined, budget: Budget) {
  if (!entry) return Promise.resolve([]);
  if (entry.uncompressedSize > workbookLimits.maxSharedStringsXmlBytes) {
    return Promise.resolve("too-large" as const);
  }
  return readSharedStrings(zip, entry, {
    maxXmlBytes: workbookLimits.maxSharedStringsXmlBytes,
    maxCharacters: workbookLimits.maxSharedCharacters,
    budget,
  });
}

async function partXml(zip: OpenedZip, entry: ZipEntry | undefined): Promise<XmlElement[] | null> {
  const bytes = entry && (await zip.read(entry, xlsxLimits.maxPartBytes));
  return bytes ? readPackageXml(bytes) : null;
}

// A relationship's target, relative to xl/ or absolute from the package's root.
const partName = (target: string) =>
  path.posix.normalize(target.startsWith("/") ? target.slice(1) : `xl/${target}`);
