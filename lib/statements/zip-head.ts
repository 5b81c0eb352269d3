import { refused } from "./result";
import type { Sniffed } from "./sniff";

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR_FLAG = 0x08;

// Entry names an Office Open XML package starts with; which application's folder follows says
// whether it is a workbook.
const packageNames = ["[Content_Types].xml", "_rels/", "docProps/", "customXml/", "xl/"];
/** The folders of the Office packages that are not workbooks, and what to call them. */
export const otherOffice: [string, string][] = [
  ["word/", "Word document"],
  ["ppt/", "PowerPoint presentation"],
];

/**
 * Judges a zip by the entry names in its first bytes: a workbook goes on to the full check, a
 * Word or OpenDocument file and any other zip are refused.
 */
export function sniffZipHead(head: Uint8Array): Sniffed {
  const entries = localEntries(Buffer.from(head.buffer, head.byteOffset, head.byteLength));
  for (const [folder, what] of otherOffice) {
    if (entries.some(({ name }) => name.startsWith(folder)))
      return refused("office-document", what);
  }
  const first = entries[0];
  if (first?.name === "mimetype") {
    if (first.data.includes("opendocument.spreadsheet")) {
      return refused("spreadsheet-format", "OpenDocument spreadsheet (.ods)");
    }
    return refused("office-document", "OpenDocument file");
  }
  if (entries.some(({ name }) => packageNames.some((prefix) => name.startsWith(prefix)))) {
    return { ok: true, kind: "xlsx" };
  }
  return refused("archive");
}

// The local entries whose headers lie within `head`, with the start of their (stored) data.
function localEntries(head: Buffer): { name: string; data: string }[] {
  const entries: { name: string; data: string }[] = [];
  let offset = 0;
  while (offset + 30 <= head.length && head.readUInt32LE(offset) === LOCAL_HEADER) {
    const flags = head.readUInt16LE(offset + 6);
    const compressedSize = head.readUInt32LE(offset + 18);
    const nameEnd = offset + 30 + head.readUInt16LE(offset + 26);
    const dataStart = nameEnd + head.readUInt16LE(offset + 28);
    if (nameEnd > head.length) break;
    const data = head.subarray(dataStart, Math.min(dataStart + compressedSize, dataStart + 100));
    entries.push({
      name: head.subarray(offset + 30, nameEnd).toString("latin1"),
      data: data.toString("latin1"),
    });
    if (flags & DATA_DESCRIPTOR_FLAG && compressedSize === 0) break;
    offset = dataStart + compressedSize;
  }
  return entries;
}
