import { accepted, refused, type Inspection } from "./result";
import { readZipDirectory, readZipEntry, type ZipEntry } from "./zip";
import { otherOffice } from "./zip-head";

/** Bounds on what a workbook may declare; the check decompresses only `[Content_Types].xml`. */
export const xlsxLimits = {
  maxEntries: 10_000,
  maxUncompressedBytes: 512 * 1024 * 1024,
  maxContentTypesBytes: 1024 * 1024,
} as const;

// Parts (by name) and content types (by a fragment) that run code, embed files or reach outside.
const activeContent: { what: string; parts: RegExp; types: string[] }[] = [
  {
    what: "macros",
    parts: /(^|\/)vbaproject\.bin$|^xl\/(macrosheets|dialogsheets)\//,
    types: ["macroenabled", "vbaproject", "macrosheet"],
  },
  { what: "ActiveX controls", parts: /^xl\/activex\//, types: ["activex"] },
  { what: "embedded files or objects", parts: /^xl\/embeddings\//, types: ["oleobject"] },
  { what: "links to other files", parts: /^xl\/externallinks\//, types: ["externallink"] },
  {
    what: "connections to outside data",
    parts: /^xl\/(connections\.xml$|querytables\/)/,
    types: ["connections+xml", "querytable"],
  },
];

const workbookTypes = ["spreadsheetml.sheet.main+xml", "spreadsheetml.template.main+xml"];

/**
 * Checks a zip that sniffed as a workbook from its central directory: an Excel workbook without
 * macros, ActiveX, embedded objects, external links or data connections, stored as sent.
 */
export async function inspectXlsx(bytes: Buffer): Promise<Inspection> {
  const entries = readZipDirectory(bytes, xlsxLimits.maxEntries);
  if (entries === "too-many-entries") return refused("too-complex", "Excel file");
  if (entries === "malformed") return refused("xlsx-malformed");
  const names = entries.map((entry) => entry.name.toLowerCase());
  for (const [folder, what] of otherOffice) {
    if (names.some((name) => name.startsWith(folder))) return refused("office-document", what);
  }
  if (names.includes("xl/workbook.bin")) {
    return refused("spreadsheet-format", "Excel binary workbook (.xlsb)");
  }
  const contentTypes = entries.find((e) => e.name.toLowerCase() === "[content_types].xml");
  if (!contentTypes || !names.includes("xl/workbook.xml")) {
    return names.some((name) => name.startsWith("xl/"))
      ? refused("xlsx-malformed")
      : refused("archive");
  }
  if (entries.some((entry) => entry.flags & 1)) return refused("legacy-office");
  if (declaredSize(entries) > xlsxLimits.maxUncompressedBytes) {
    return refused("too-complex", "Excel file");
  }
  const activePart = activeContent.find(({ parts }) => names.some((name) => parts.test(name)));
  if (activePart) return refused("xlsx-active-content", activePart.what);
  const types = await readZipEntry(bytes, contentTypes, xlsxLimits.maxContentTypesBytes);
  if (!types) return refused("xlsx-malformed");
  const typesText = types.toString("utf8").toLowerCase();
  const activeType = activeContent.find((part) => part.types.some((t) => typesText.includes(t)));
  if (activeType) return refused("xlsx-active-content", activeType.what);
  if (typesText.includes("sheet.binary")) {
    return refused("spreadsheet-format", "Excel binary workbook (.xlsb)");
  }
  if (!workbookTypes.some((type) => typesText.includes(type))) return refused("xlsx-malformed");
  return accepted("xlsx", bytes);
}

function declaredSize(entries: ZipEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
}
