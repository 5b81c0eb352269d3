import fc from "fast-check";
import { displayName, maxDisplayNameLength } from "./display-name";
import { fileTypeOf, statementFileTypes, type StatementKind } from "./file-types";

describe("displayName", () => {
  it.each([
    ["../../etc/passwd.pdf", "pdf", "passwd.pdf"],
    ["C:\\Users\\ann\\Desktop\\May statement.pdf", "pdf", "May statement.pdf"],
    ["statement.exe", "pdf", "statement.exe.pdf"],
    ["Statement 05.2026", "pdf", "Statement 05.2026.pdf"],
    ["photo.HEIC", "jpeg", "photo.jpg"],
    ["IMG_0001.JPG", "jpeg", "IMG_0001.JPG"],
    ["scan.jpeg", "jpeg", "scan.jpeg"],
    ["export.txt", "csv", "export.csv"],
    ["fees.xls", "xlsx", "fees.xlsx"],
    ["fees.png", "pdf", "fees.pdf"],
    ["invoice\u202Efdp.exe", "pdf", "invoicefdp.exe.pdf"],
    ["tab\there\nnewline\u0000nul.csv", "csv", "tab here newlinenul.csv"],
    ["  ..hidden.pdf. . ", "pdf", "hidden.pdf"],
    ['a<b>c:"d"|e?f*.pdf', "pdf", "a_b_c__d__e_f_.pdf"],
    ["Cafe\u0301.pdf", "pdf", "Café.pdf"],
    ["zero\u200Bwidth\uFEFF.pdf", "pdf", "zerowidth.pdf"],
    ["two \u200B spaces.pdf", "pdf", "two spaces.pdf"],
    ["CON.pdf", "pdf", "statement.pdf"],
    ["", "png", "statement.png"],
    [undefined, "webp", "statement.webp"],
    ["../../", "xlsx", "statement.xlsx"],
    [".pdf", "pdf", "pdf.pdf"],
  ])("shows %j, holding a %s, as %s", (original, kind, expected) => {
    expect(displayName(original, kind as StatementKind)).toBe(expected);
  });

  it("cuts a long name by characters, keeping its extension", () => {
    const name = displayName(`${"é".repeat(200)}😀😀.pdf`, "pdf");
    expect(Array.from(name)).toHaveLength(maxDisplayNameLength);
    expect(name.endsWith("é.pdf")).toBe(true);
  });

  it("always gives a safe, short name with the kind's extension, whatever it is given", () => {
    const kinds = statementFileTypes.map((type) => type.kind);
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 300 }),
        fc.constantFrom(...kinds),
        (original, kind) => {
          const name = displayName(original, kind);
          const extension = fileTypeOf(kind).extensions.find((ext) =>
            name.toLowerCase().endsWith(ext),
          );
          expect(extension).toBeDefined();
          expect(name.length - extension!.length).toBeGreaterThan(0);
          expect(Array.from(name).length).toBeLessThanOrEqual(maxDisplayNameLength);
          expect(name).not.toMatch(/[/\\<>:"|?*\p{Cc}\p{Cf}\p{Cs}]/u);
          expect(name).not.toMatch(/^[.\s]|\s$/);
          expect(name).toBe(name.normalize("NFC"));
        },
      ),
      { numRuns: 400 },
    );
  });
});
