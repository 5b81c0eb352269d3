import fc from "fast-check";
import { PDFName, PDFString } from "pdf-lib";
import sharp from "sharp";
import { inspectStatement } from "./inspect";
import { statementLimits } from "./limits";
import { encryptPdf } from "./testing/encrypt-pdf";
import { pdfWith } from "./testing/pdf-files";
import { xlsxOf, zipOf } from "./testing/zip-files";

// The smallest ELF and PE headers: what an executable renamed ".pdf" starts with.
const elf = Buffer.concat([Buffer.from("\x7fELF\x02\x01\x01\x00", "latin1"), Buffer.alloc(120, 0)]);
const pe = Buffer.concat([
  Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"),
  Buffer.alloc(120, 0),
]);

describe("inspectStatement", () => {
  it("accepts each kind by its content, storing photos re-encoded and the rest as sent", async () => {
    const pdf = await pdfWith();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#eee" } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 5/1 2/1" } })
      .toBuffer();
    const csv = Buffer.from("Date,Amount\n2026-05-01,12.34\n");
    const xlsx = xlsxOf();
    for (const [bytes, kind, same] of [
      [pdf, "pdf", true],
      [jpeg, "jpeg", false],
      [csv, "csv", true],
      [xlsx, "xlsx", true],
    ] as const) {
      const result = await inspectStatement(bytes);
      expect(result).toMatchObject({ ok: true, kind });
      expect(result.ok && result.bytes.equals(bytes)).toBe(same);
      // A photo is never read: the specialist reads it. The others are read by the worker pool.
      expect(result.ok && result.read).toEqual(
        kind === "jpeg" ? { read: false, reason: "image" } : undefined,
      );
    }
  });

  it.each([
    ["a Linux executable renamed .pdf", elf, "executable"],
    ["a Windows executable renamed .pdf", pe, "executable"],
    ["an empty file", Buffer.alloc(0), "empty"],
    [
      "a binary file named .csv",
      Buffer.from([0x41, 0x2c, 0x42, 0x0a, 0x00, 0xff, 0x00, 0x10]),
      "unknown-type",
    ],
    [
      "a zip that is not a workbook",
      zipOf([{ name: "statement.pdf", data: "%PDF-1.7" }]),
      "archive",
    ],
    [
      "a workbook with macros",
      xlsxOf([{ name: "xl/vbaProject.bin", data: "\xd0\xcf" }]),
      "xlsx-active-content",
    ],
  ])("refuses %s", async (_, bytes, reason) => {
    expect(await inspectStatement(bytes)).toMatchObject({ ok: false, reason });
  });

  it("refuses a PDF with JavaScript in a compressed object stream, and an encrypted PDF", async () => {
    const script = await pdfWith(({ catalog, context }) =>
      catalog.set(
        PDFName.of("OpenAction"),
        context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") }),
      ),
    );
    const locked = await encryptPdf(await pdfWith(), {
      userPassword: "pw",
      ownerPassword: "owner",
    });
    expect(await inspectStatement(script)).toMatchObject({
      ok: false,
      reason: "pdf-active-content",
    });
    expect(await inspectStatement(locked)).toMatchObject({ ok: false, reason: "pdf-encrypted" });
  });

  it("refuses a file over the limit without judging its content", async () => {
    const big = Buffer.alloc(statementLimits.maxFileBytes + 512 * 1024, 0x41);
    expect(await inspectStatement(big)).toMatchObject({ ok: false, reason: "file-too-large" });
    expect(await inspectStatement(Buffer.from("%PDF-1.7"), { maxFileBytes: 4 })).toMatchObject({
      reason: "file-too-large",
    });
  });

  it("answers every input with a decision, never a throw", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }),
          fc
            .uint8Array({ maxLength: 2000 })
            .map((tail) => Uint8Array.from([...Buffer.from("%PDF-1.7\n"), ...tail])),
          fc
            .uint8Array({ maxLength: 2000 })
            .map((tail) => Uint8Array.from([0x50, 0x4b, 3, 4, ...tail])),
          fc
            .uint8Array({ maxLength: 2000 })
            .map((tail) => Uint8Array.from([0xff, 0xd8, 0xff, ...tail])),
        ),
        async (bytes) => {
          const result = await inspectStatement(Buffer.from(bytes));
          expect(result.ok || result.message.length > 0).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
