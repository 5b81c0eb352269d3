import fc from "fast-check";
import { refusedSignatures } from "./signatures";
import { sniffKind } from "./sniff";
import { wordDocumentOf, xlsxOf, zipOf } from "./testing/zip-files";

const head = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part),
    ),
  );

describe("sniffKind", () => {
  it.each([
    ["pdf", head("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj")],
    ["jpeg", head([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF")],
    ["png", head([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR")],
    ["webp", head("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")],
    ["csv", head("Date,Card,Amount\r\n2026-05-01,VISA,12.34\r\n")],
    ["csv", head("\xef\xbb\xbfDate;Montant\n01/05/2026;12,34\n")],
    ["csv", head("Caf\xe9,Total\nJos\xe9,\x80 12\n")],
    ["xlsx", xlsxOf()],
  ])("knows a %s by its first bytes", (kind, bytes) => {
    expect(sniffKind(bytes)).toEqual({ ok: true, kind });
  });

  it.each([
    ["a Windows program", head("MZ\x90\x00\x03"), "executable", "Windows program"],
    ["a Linux program", head("\x7fELF\x02\x01\x01"), "executable", "Linux program"],
    ["a Mac program", head([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]), "executable", "Mac program"],
    ["a script", head("#!/bin/sh\ncurl x | sh\n"), "executable", "script"],
    [
      "a zip that is not a workbook",
      zipOf([{ name: "statement.pdf", data: "%PDF-" }]),
      "archive",
      "zip",
    ],
    ["a gzip archive", head([0x1f, 0x8b, 8, 0]), "archive", "archive"],
    ["a Word document", wordDocumentOf(), "office-document", "Word"],
    [
      "an old .xls or encrypted Office file",
      head([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      "legacy-office",
      ".xls",
    ],
    [
      "an iPhone HEIC photo",
      head([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic"),
      "heic",
      "HEIC",
    ],
    ["an AVIF photo", head([0, 0, 0, 0x1c], "ftypavif"), "image-format", "AVIF"],
    ["a GIF", head("GIF89a\x01\x00"), "image-format", "GIF"],
    ["a TIFF", head([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0]), "image-format", "TIFF"],
    [
      "a BMP",
      head("BM", [0x36, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0]),
      "image-format",
      "BMP",
    ],
    ["an HTML page", head("\xef\xbb\xbf  <!DOCTYPE html><html><body>"), "html", "web page"],
    ["an HTML table saved as .xls", head("<table><tr><td>1</td></tr></table>"), "html", "web page"],
    [
      "an SVG image",
      head('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">'),
      "image-format",
      "SVG",
    ],
    [
      "an Excel 2003 XML file",
      head('<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet">'),
      "spreadsheet-format",
      "2003",
    ],
    [
      "an OpenDocument spreadsheet",
      zipOf([
        { name: "mimetype", data: "application/vnd.oasis.opendocument.spreadsheet", method: 0 },
      ]),
      "spreadsheet-format",
      ".ods",
    ],
    [
      "UTF-16 text",
      head([0xff, 0xfe], Buffer.from("Date,Amount\n", "utf16le")),
      "csv-encoding",
      "CSV UTF-8",
    ],
    ["binary data", head([0x00, 0x01, 0x02, 0x03, 0x10, 0x20]), "unknown-type", "could not tell"],
    ["an empty file", Buffer.alloc(0), "empty", "empty"],
  ])("refuses %s, saying what it is", (_, bytes, reason, words) => {
    const result = sniffKind(bytes);
    expect(result).toMatchObject({ ok: false, reason });
    expect(!result.ok && result.message).toContain(words);
  });

  it("judges a head cut inside a UTF-8 character as text", () => {
    // "ā" holds the byte 0x81, which Windows-1252 leaves undefined: only UTF-8 can read this.
    const text = Buffer.from("Date,Merchant\n2026-05-01,Kāne Café\n");
    expect(sniffKind(text.subarray(0, text.indexOf(0xc3) + 1))).toEqual({ ok: true, kind: "csv" });
  });

  it("never throws, whatever the bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        expect(typeof sniffKind(Buffer.from(bytes)).ok).toBe("boolean");
      }),
      { numRuns: 1000 },
    );
  });

  it("never accepts a file that starts like a program, whatever follows", () => {
    const programs = refusedSignatures
      .filter(({ reason }) => reason === "executable")
      .flatMap(({ signatures }) => signatures.map(({ bytes }) => bytes));
    fc.assert(
      fc.property(
        fc.constantFrom(...programs),
        fc.uint8Array({ maxLength: 600 }),
        (magic, tail) => {
          expect(sniffKind(Buffer.from([...magic, ...tail]))).toMatchObject({
            ok: false,
            reason: "executable",
          });
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("sniffKind refuses text Excel opens as another format, from its first bytes", () => {
  it.each([
    ["a SYLK file", "ID;PWXL;N;E\nC;Y1;X1;K0;ECMD\nE\n", "csv-sylk"],
    ["rich text", "{\\rtf1\\ansi hello}", "office-document"],
    [
      "an HTML table after a heading line",
      "Date,Amount\n<table><tr><td>1</td></tr></table>",
      "html",
    ],
  ])("%s", (_, text, reason) => {
    expect(sniffKind(Buffer.from(text))).toMatchObject({ ok: false, reason });
  });
});
