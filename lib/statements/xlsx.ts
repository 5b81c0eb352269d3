import { readPackageXml, type XmlElement } from "./package-xml";
import { accepted, refused, type Inspection } from "./result";
import { activeContentType, activePartName, activeRelationship } from "./xlsx-active";
import { openZip, type OpenedZip, type ZipEntry } from "./zip";
import { otherOffice } from "./zip-head";

/** Bounds on a workbook: what it may declare, and what the check inflates (its XML parts only). */
export const xlsxLimits = {
  maxEntries: 10_000,
  maxUncompressedBytes: 512 * 1024 * 1024,
  // Deflate cannot pass about 1 032 to 1; worksheets of repeated cells reach a few hundred.
  maxRatio: 400,
  ratioFloorBytes: 1024 * 1024,
  maxPartBytes: 1024 * 1024,
  /** All the [Content_Types].xml and .rels parts together. */
  maxPackageXmlBytes: 8 * 1024 * 1024,
} as const;

const workbookTypes = ["spreadsheetml.sheet.main+xml", "spreadsheetml.template.main+xml"];

/**
 * Checks a zip that sniffed as a workbook: an Excel workbook whose [Content_Types].xml and every
 * .rels part, read as XML, declare no macros, ActiveX, embedded objects, external links, data
 * connections or custom toolbar code, whatever the parts are called. Stored as sent.
 */
export async function inspectXlsx(bytes: Buffer): Promise<Inspection> {
  const zip = await openZip(bytes, xlsxLimits);
  if (zip === "too-large") return refused("too-complex", "Excel file");
  if (zip === "malformed") return refused("xlsx-malformed");
  const names = zip.entries.map((entry) => entry.name.toLowerCase());
  for (const [folder, what] of otherOffice) {
    if (names.some((name) => name.startsWith(folder))) return refused("office-document", what);
  }
  if (names.includes("xl/workbook.bin")) {
    return refused("spreadsheet-format", "Excel binary workbook (.xlsb)");
  }
  const contentTypes = zip.entries.find((e) => e.name.toLowerCase() === "[content_types].xml");
  if (!contentTypes || !names.includes("xl/workbook.xml")) {
    return names.some((name) => name.startsWith("xl/"))
      ? refused("xlsx-malformed")
      : refused("archive");
  }
  if (zip.entries.some((entry) => entry.flags & 1)) return refused("legacy-office");
  const partName = activePartName(names);
  if (partName) return refused("xlsx-active-content", partName);
  return checkPackageXml(zip, contentTypes, bytes);
}

async function checkPackageXml(zip: OpenedZip, contentTypes: ZipEntry, bytes: Buffer) {
  const relationshipParts = zip.entries.filter((e) => e.name.toLowerCase().endsWith(".rels"));
  const xmlBytes = [contentTypes, ...relationshipParts].reduce(
    (sum, entry) => sum + entry.uncompressedSize,
    0,
  );
  if (xmlBytes > xlsxLimits.maxPackageXmlBytes) return refused("too-complex", "Excel file");
  const types = await readPart(zip, contentTypes);
  if (!types) return refused("xlsx-malformed");
  const activeType = activeContentType(types);
  if (activeType) return refused("xlsx-active-content", activeType);
  const declared = types.map((element) => (element.attributes.ContentType ?? "").toLowerCase());
  if (declared.some((type) => type.includes("sheet.binary"))) {
    return refused("spreadsheet-format", "Excel binary workbook (.xlsb)");
  }
  if (!declared.some((type) => workbookTypes.some((workbook) => type.endsWith(workbook)))) {
    return refused("xlsx-malformed");
  }
  for (const part of relationshipParts) {
    const relationships = await readPart(zip, part);
    if (!relationships) return refused("xlsx-malformed");
    const activeLink = activeRelationship(relationships);
    if (activeLink) return refused("xlsx-active-content", activeLink);
  }
  return accepted("xlsx", bytes);
}

async function readPart(zip: OpenedZip, entry: ZipEntry): Promise<XmlElement[] | null> {
  const part = await zip.read(entry, xlsxLimits.maxPartBytes);
  return part && readPackageXml(part);
}
