import { PDFString } from "pdf-lib";
import { encryptPdf } from "../testing/encrypt-pdf";
import { handWrittenPdf, linkTo, minimalObjects, pdfWith } from "../testing/pdf-files";
import { writePdf, type Piece } from "../testing/pdf-writer";
import { inspectPdf } from "./inspect-pdf";

// Issue 43: which definition of an object a viewer reads is the cross-references' choice. The
// check reads every definition; entries that lead anywhere the check did not read an object
// header for that object are refused, and so is anything judged on one definition alone.

const answer = async (pdf: Buffer) => {
  const result = await inspectPdf(pdf);
  return result.ok ? "accepted" : result.reason;
};

const print = "<< /S /Named /N /Print >>";
const catalog: Piece = { num: 1, body: "<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>" };
const pages: Piece[] = [
  { num: 2, body: minimalObjects[1]! },
  { num: 3, body: minimalObjects[2]! },
];
const trailer = "/Root 1 0 R";

describe("cross-reference entries lead only where the check read", () => {
  it("refuses an entry for 4 that leads into the header of 14, whose value a viewer then reads as 4", async () => {
    const alias: Piece = { num: 14, body: print, indexed: false };
    const pdf = writePdf([
      catalog,
      ...pages,
      { num: 4, body: "[3 0 R /Fit]", indexed: false },
      alias,
      { num: 4, at: alias, shift: 1 },
      { xref: "table", trailer },
    ]).bytes;
    expect(await answer(pdf)).toBe("pdf-malformed");
  });

  it("refuses a compressed entry that calls the object at an index by another number", async () => {
    const data = Buffer.from(`9 0 ${print}`);
    const pdf = writePdf([
      catalog,
      ...pages,
      { num: 4, body: "[3 0 R /Fit]", indexed: false },
      { num: 5, body: "<< /Type /ObjStm /N 1 /First 4 >>", data },
      { num: 4, stream: 5, index: 0 },
      { xref: "stream", trailer },
    ]).bytes;
    expect(await answer(pdf)).toBe("pdf-malformed");
  });

  it("refuses a startxref that leads into a stream's data, to a table the check never read", async () => {
    const hidden = "xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 /Root 1 0 R >>\n";
    const holder: Piece = { num: 9, body: "<< >>", data: Buffer.from(hidden) };
    const written = writePdf([catalog, ...pages, holder, { xref: "table", trailer }]).bytes;
    const at = written.indexOf(hidden);
    const text = written.toString("latin1").replace(/startxref\n\d+/, `startxref\n${at}`);
    expect(await answer(Buffer.from(text, "latin1"))).toBe("pdf-malformed");
  });

  it("accepts offsets a little off, as real files have, which lead to nothing else", async () => {
    const text = handWrittenPdf(minimalObjects).toString("latin1");
    const shifted = text.replace(
      /(\d{10}) 00000 n/g,
      (_, offset: string) => `${String(Number(offset) - 1).padStart(10, "0")} 00000 n`,
    );
    expect(await answer(Buffer.from(shifted, "latin1"))).toBe("accepted");
  });
});

describe("what is judged on definitions is judged on every one", () => {
  it("refuses an /OpenAction whose object prints in the definition the table names, whatever the last says", async () => {
    const pdf = writePdf([
      catalog,
      ...pages,
      { num: 4, body: print },
      { num: 4, body: "[3 0 R /Fit]", indexed: false },
      { xref: "table", trailer },
    ]).bytes;
    expect(await answer(pdf)).toBe("pdf-active-content");
  });

  it("refuses an encryption dictionary defined two ways", async () => {
    const pdf = await encryptPdf(await pdfWith(), { userPassword: "", ownerPassword: "o" });
    const text = pdf.toString("latin1");
    const num = /\/Encrypt (\d+) 0 R/.exec(text)![1];
    const start = text.indexOf(`\n${num} 0 obj\n`);
    const dict = text.slice(start, text.indexOf("\nendobj", start) + "\nendobj".length);
    expect(dict).toMatch(/\/P -?\d+/);
    const other = `${dict.replace(/\/P -?\d+/, "/P -3904")}\n`;
    const twice = Buffer.from(`${text}${other}%%EOF\n`, "latin1");
    expect(await answer(twice)).toBe("pdf-malformed");
  });
});

describe("links lead to web pages or email addresses only", () => {
  const link = (uri: string) =>
    pdfWith(linkTo((context) => context.obj({ S: "URI", URI: PDFString.of(uri) })));

  it.each(["https://example.com/help", "http://example.com", "mailto:help@example.com"])(
    "accepts %s",
    async (uri) => expect(await answer(await link(uri))).toBe("accepted"),
  );

  it.each(["file:///C:/Windows/calc.exe", "smb://host/share", "javascript:alert(1)", "calc.exe"])(
    "refuses %s, encrypted or not",
    async (uri) => {
      const plain = await link(uri);
      const locked = await encryptPdf(plain, { userPassword: "", ownerPassword: "o" });
      expect(await answer(plain)).toBe("pdf-active-content");
      expect(await answer(locked)).toBe("pdf-active-content");
    },
  );
});
