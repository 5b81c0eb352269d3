import { inspectXlsx, xlsxLimits } from "./xlsx";
import { wordDocumentOf, xlsxOf, zipOf } from "./testing/zip-files";

describe("inspectXlsx", () => {
  it("accepts a workbook, keeping its bytes as sent", async () => {
    const book = xlsxOf();
    const result = await inspectXlsx(book);
    expect(result).toMatchObject({ ok: true, kind: "xlsx", extension: ".xlsx" });
    expect(result.ok && result.bytes.equals(book)).toBe(true);
  });

  it("accepts a workbook whose end records are the Zip64 ones", async () => {
    const parts = [
      {
        name: "[Content_Types].xml",
        data: '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      },
      { name: "xl/workbook.xml", data: "<workbook/>" },
    ];
    expect((await inspectXlsx(zipOf(parts, { zip64: true }))).ok).toBe(true);
  });

  it.each([
    [
      "macros (vbaProject.bin)",
      xlsxOf([{ name: "xl/vbaProject.bin", data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) }]),
      "macros",
    ],
    [
      "a macro-enabled content type without the part",
      xlsxOf([], { mainType: "application/vnd.ms-excel.sheet.macroEnabled.main+xml" }),
      "macros",
    ],
    [
      "an Excel 4.0 macro sheet",
      xlsxOf([{ name: "xl/macrosheets/sheet1.xml", data: "<xm/>" }]),
      "macros",
    ],
    ["ActiveX controls", xlsxOf([{ name: "xl/activeX/activeX1.xml", data: "<ax/>" }]), "ActiveX"],
    [
      "an embedded object",
      xlsxOf([{ name: "xl/embeddings/oleObject1.bin", data: "MZ" }]),
      "embedded",
    ],
    [
      "an external link",
      xlsxOf([{ name: "xl/externalLinks/externalLink1.xml", data: "<externalLink/>" }]),
      "links to other files",
    ],
    [
      "an external link declared by content type alone",
      xlsxOf([], {
        types:
          '<Override PartName="/xl/other.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.externalLink+xml"/>',
      }),
      "links to other files",
    ],
    [
      "a data connection",
      xlsxOf([{ name: "xl/connections.xml", data: "<connections/>" }]),
      "outside data",
    ],
  ])("refuses a workbook with %s", async (_, book, words) => {
    const result = await inspectXlsx(book);
    expect(result).toMatchObject({ ok: false, reason: "xlsx-active-content" });
    expect(!result.ok && result.message).toContain(words);
  });

  it.each([
    ["a zip that is not a workbook", zipOf([{ name: "readme.txt", data: "hi" }]), "archive"],
    ["a Word document", wordDocumentOf(), "office-document"],
    [
      "a binary workbook (.xlsb)",
      zipOf([
        { name: "[Content_Types].xml", data: "<Types/>" },
        { name: "xl/workbook.bin", data: "\x83" },
      ]),
      "spreadsheet-format",
    ],
    [
      "a workbook without its workbook part",
      zipOf([
        { name: "[Content_Types].xml", data: "<Types/>" },
        { name: "xl/worksheets/sheet1.xml", data: "<w/>" },
      ]),
      "xlsx-malformed",
    ],
    ["a workbook cut short", xlsxOf().subarray(0, 400), "xlsx-malformed"],
    [
      "a zip naming one file twice",
      xlsxOf([{ name: "xl/workbook.xml", data: "<other/>" }]),
      "xlsx-malformed",
    ],
    [
      "a local header naming another file than the directory",
      xlsxOf([{ name: "xl/styles.xml", data: "<s/>", localName: "xl/vbaProject.bin" }]),
      "xlsx-malformed",
    ],
    [
      "a name climbing out of the folder",
      xlsxOf([{ name: "../../evil.xml", data: "<x/>" }]),
      "xlsx-malformed",
    ],
    [
      "an encrypted entry",
      xlsxOf([{ name: "xl/styles.xml", data: "<s/>", flags: 1 }]),
      "legacy-office",
    ],
    [
      "declared sizes of a zip bomb",
      xlsxOf([{ name: "xl/media/a.xml", data: "x", declaredSize: 0xfffffff0 }]),
      "too-complex",
    ],
    ["an unreadable content-types part", damagedContentTypes(), "xlsx-malformed"],
  ])("refuses %s", async (_, bytes, reason) => {
    expect(await inspectXlsx(bytes)).toMatchObject({ ok: false, reason });
  });

  it("refuses more entries than the bound without reading them", async () => {
    const entries = Array.from({ length: xlsxLimits.maxEntries + 1 }, (_, i) => ({
      name: `xl/p${i}.xml`,
      data: "",
      method: 0 as const,
    }));
    expect(await inspectXlsx(xlsxOf(entries))).toMatchObject({ ok: false, reason: "too-complex" });
  });
});

// A workbook whose [Content_Types].xml data (after its 30-byte local header and 19-byte name) is
// damaged, so it does not inflate.
function damagedContentTypes(): Buffer {
  const dataStart = 30 + "[Content_Types].xml".length;
  return xlsxOf().fill(0xff, dataStart, dataStart + 4);
}
