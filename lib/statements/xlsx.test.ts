import { inspectXlsx, xlsxLimits } from "./xlsx";
import { wordDocumentOf, xlsxOf, zipOf } from "./testing/zip-files";

const officeRel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const rels = (inner: string) =>
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${inner}</Relationships>`;

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

  it("accepts a sheet's hyperlink to a web page, which Excel opens only on a click", async () => {
    const link = `<Relationship Id="rId9" Type="${officeRel}/hyperlink" Target="https://bank.example/" TargetMode="External"/>`;
    const book = xlsxOf([{ name: "xl/worksheets/_rels/sheet1.xml.rels", data: rels(link) }]);
    expect((await inspectXlsx(book)).ok).toBe(true);
  });

  it.each([
    [
      "an external link in xl/links/l1.xml whose content type is written e&#120;ternalLink",
      xlsxOf([{ name: "xl/links/l1.xml", data: "<externalLink/>" }], {
        types:
          '<Override PartName="/xl/links/l1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.e&#120;ternalLink+xml"/>',
      }),
      "links to other files",
    ],
    [
      "an external link declared only by its relationship, under another name",
      xlsxOf([
        {
          name: "xl/worksheets/_rels/sheet1.xml.rels",
          data: rels(
            `<Relationship Id="rId2" Type="${officeRel}/e&#x78;ternalLink" Target="data/x.xml"/>`,
          ),
        },
      ]),
      "links to other files",
    ],
    [
      "an OLE object in a renamed folder, declared by a default extension",
      xlsxOf([{ name: "xl/stuff/thing.dat", data: "MZ" }], {
        types:
          '<Default Extension="dat" ContentType="application/vnd.openxmlformats-officedocument.oleObject"/>',
      }),
      "embedded",
    ],
    [
      "a VBA project under another name",
      xlsxOf([{ name: "xl/code.bin", data: "x" }], {
        types:
          '<Override PartName="/xl/code.bin" ContentType="application/vnd.ms-office.vbaProject"/>',
      }),
      "macros",
    ],
    [
      "custom toolbar code (customUI)",
      xlsxOf([
        {
          name: "docProps/_rels/app.xml.rels",
          data: rels(
            `<Relationship Id="rId7" Type="http://schemas.microsoft.com/office/2007/relationships/ui/extensibility" Target="ui/x.xml"/>`,
          ),
        },
      ]),
      "toolbar",
    ],
    [
      "an attached template",
      xlsxOf([
        {
          name: "xl/worksheets/_rels/sheet1.xml.rels",
          data: rels(
            `<Relationship Id="rId3" Type="${officeRel}/attachedTemplate" Target="file:///c:/t.xltm" TargetMode="External"/>`,
          ),
        },
      ]),
      "links to other files",
    ],
    [
      "an image fetched from outside when the file opens",
      xlsxOf([
        {
          name: "xl/drawings/_rels/drawing1.xml.rels",
          data: rels(
            `<Relationship Id="rId1" Type="${officeRel}/image" Target="\\\\evil\\share\\a.png" TargetMode="External"/>`,
          ),
        },
      ]),
      "links to other files",
    ],
    [
      "a data connection by content type",
      xlsxOf([], {
        types:
          '<Override PartName="/q/c.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.connections+xml"/>',
      }),
      "outside data",
    ],
  ])("refuses a workbook with %s", async (_, book, words) => {
    const result = await inspectXlsx(book);
    expect(result).toMatchObject({ ok: false, reason: "xlsx-active-content" });
    expect(!result.ok && result.message).toContain(words);
  });

  it.each([
    [
      "a DOCTYPE (entity declarations) in a .rels part",
      xlsxOf([
        {
          name: "xl/worksheets/_rels/sheet1.xml.rels",
          data: '<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><Relationships>&b;</Relationships>',
        },
      ]),
    ],
    ["a .rels part that is not XML", xlsxOf([{ name: "xl/_rels/x.rels", data: "<a><b></a>" }])],
  ])("refuses %s as damaged", async (_, book) => {
    expect(await inspectXlsx(book)).toMatchObject({ ok: false, reason: "xlsx-malformed" });
  });

  it("refuses a zip bomb by its ratio without inflating it", async () => {
    const bomb = xlsxOf([{ name: "xl/media/zeros.xml", data: Buffer.alloc(8 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(20_000);
    const started = performance.now();
    expect(await inspectXlsx(bomb)).toMatchObject({ ok: false, reason: "too-complex" });
    expect(performance.now() - started).toBeLessThan(500);
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
