// Zips and workbooks made for the tests with node:zlib, byte by byte as APPNOTE describes them.
import { crc32, deflateRawSync } from "node:zlib";

export type ZipInput = {
  name: string;
  data: string | Buffer;
  /** 0 stores, 8 deflates (the default). */
  method?: 0 | 8;
  /** General-purpose flags; bit 0 marks the entry encrypted. */
  flags?: number;
  /** A size to declare in place of the real one (a zip bomb's claim). */
  declaredSize?: number;
  /** A different name for the local header than the directory gives. */
  localName?: string;
};

/** A zip of `entries`; with `zip64` its end records are the Zip64 ones. */
export function zipOf(entries: ZipInput[], { zip64 = false }: { zip64?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.data);
    const method = entry.method ?? 8;
    const stored = method === 8 ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name);
    const fields = {
      flags: (entry.flags ?? 0) | 0x800,
      method,
      crc: crc32(data),
      compressed: stored.length,
      size: entry.declaredSize ?? data.length,
    };
    const local = header(0x04034b50, 30, fields, Buffer.from(entry.localName ?? entry.name));
    locals.push(local, stored);
    const central = header(0x02014b50, 46, fields, name);
    central.writeUInt32LE(offset, 42);
    directory.push(central);
    offset += local.length + stored.length;
  }
  const directoryBytes = Buffer.concat(directory);
  return Buffer.concat([
    ...locals,
    directoryBytes,
    ...endRecords(entries.length, directoryBytes.length, offset, zip64),
  ]);
}

type Fields = { flags: number; method: number; crc: number; compressed: number; size: number };

// Local headers and directory entries share their fields, 4 bytes further on in the directory.
function header(signature: number, length: number, fields: Fields, name: Buffer): Buffer {
  const out = Buffer.alloc(length + name.length);
  const shift = signature === 0x02014b50 ? 2 : 0;
  out.writeUInt32LE(signature, 0);
  out.writeUInt16LE(20, 4);
  if (shift) out.writeUInt16LE(20, 6);
  out.writeUInt16LE(fields.flags, 6 + shift);
  out.writeUInt16LE(fields.method, 8 + shift);
  out.writeUInt16LE(0x21, 12 + shift); // 1 January 1980, the earliest date a zip can hold
  out.writeUInt32LE(fields.crc, 14 + shift);
  out.writeUInt32LE(fields.compressed, 18 + shift);
  out.writeUInt32LE(fields.size, 22 + shift);
  out.writeUInt16LE(name.length, 26 + shift);
  name.copy(out, length);
  return out;
}

function endRecords(count: number, size: number, offset: number, zip64: boolean): Buffer[] {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? 0xffff : count, 8);
  end.writeUInt16LE(zip64 ? 0xffff : count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(zip64 ? 0xffffffff : offset, 16);
  if (!zip64) return [end];
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(size), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + size), 8);
  locator.writeUInt32LE(1, 16);
  return [record, locator, end];
}

/** A Word document's package, as far as a check of its entry names sees. */
export function wordDocumentOf(): Buffer {
  return zipOf([
    { name: "[Content_Types].xml", data: "<Types/>" },
    { name: "word/document.xml", data: "<w:document/>" },
  ]);
}

const relationships = "http://schemas.openxmlformats.org/package/2006/relationships";
const officeRelationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const workbookType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml";

/**
 * A minimal Excel workbook (one sheet, a header row and a row of data), plus `extra` parts and
 * `types` added to its [Content_Types].xml.
 */
export function xlsxOf(
  extra: ZipInput[] = [],
  { types = "", mainType = workbookType }: { types?: string; mainType?: string } = {},
): Buffer {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return zipOf([
    {
      name: "[Content_Types].xml",
      data:
        `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${mainType}"/>` +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        `${types}</Types>`,
    },
    {
      name: "_rels/.rels",
      data: `${xml}<Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeRelationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: "xl/workbook.xml",
      data: `${xml}<workbook xmlns="${main}" xmlns:r="${officeRelationships}"><sheets><sheet name="Statement" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: `${xml}<Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeRelationships}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: "xl/worksheets/sheet1.xml",
      data:
        `${xml}<worksheet xmlns="${main}"><sheetData>` +
        '<row r="1"><c r="A1" t="inlineStr"><is><t>Date</t></is></c><c r="B1" t="inlineStr"><is><t>Fees</t></is></c></row>' +
        '<row r="2"><c r="A2" t="inlineStr"><is><t>2026-05-01</t></is></c><c r="B2"><v>412.37</v></c></row>' +
        "</sheetData></worksheet>",
    },
    ...extra,
  ]);
}
