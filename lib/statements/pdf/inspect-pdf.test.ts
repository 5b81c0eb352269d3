import { deflateSync } from "node:zlib";
import fc from "fast-check";
import { PDFName, PDFString, type PDFContext, type PDFDict } from "pdf-lib";
import { encryptPdf } from "../testing/encrypt-pdf";
import {
  handWrittenPdf,
  minimalObjects,
  pdfWith,
  withRevision,
  type PdfParts,
} from "../testing/pdf-files";
import { inspectPdf } from "./inspect-pdf";
import { pdfLimits } from "./limits";

const javascript = (context: PDFContext) =>
  context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert('hello')") });
// pdf-lib's literal type is not exported; this is its shape.
type Literal = Parameters<PDFContext["stream"]>[1];
const annotation = (context: PDFContext, fields: Literal) =>
  context.obj({ Type: "Annot", Rect: [0, 0, 100, 100], ...fields! });
const link = (context: PDFContext, action: Literal) =>
  annotation(context, { Subtype: "Link", A: context.obj(action!) });
const file = (text: string) => PDFString.of(text);

/** An edit that gives the first page one annotation, made by `make`. */
const annotated =
  (make: (context: PDFContext) => PDFDict) =>
  ({ page, context }: PdfParts) =>
    page.set(PDFName.of("Annots"), context.obj([make(context)]));

async function expectRefused(pdf: Buffer, reason: string, words?: string) {
  const result = await inspectPdf(pdf);
  expect(result).toMatchObject({ ok: false, reason });
  if (words && !result.ok) expect(result.message).toContain(words);
}

describe("inspectPdf accepts", () => {
  it("a statement made by pdf-lib, keeping its bytes as sent", async () => {
    const pdf = await pdfWith();
    const result = await inspectPdf(pdf);
    expect(result).toMatchObject({ ok: true, kind: "pdf", mediaType: "application/pdf" });
    expect(result.ok && result.bytes.equals(pdf)).toBe(true);
  });

  it("documents saved without object streams, and with many pages", async () => {
    expect((await inspectPdf(await pdfWith(undefined, { objectStreams: false }))).ok).toBe(true);
    expect((await inspectPdf(await pdfWith(undefined, { pages: 40 }))).ok).toBe(true);
  });

  it("an OpenAction that only opens a page, as many generators write", async () => {
    const destination = await pdfWith(({ catalog, context, pageRef }) =>
      catalog.set(PDFName.of("OpenAction"), context.obj([pageRef, "Fit"])),
    );
    const goTo = await pdfWith(({ catalog, context, pageRef }) =>
      catalog.set(PDFName.of("OpenAction"), context.obj({ S: "GoTo", D: [pageRef, "Fit"] })),
    );
    expect((await inspectPdf(destination)).ok).toBe(true);
    expect((await inspectPdf(goTo)).ok).toBe(true);
  });

  it("a logo drawn with the Screen blend mode, a name shared with media annotations", async () => {
    const pdf = await pdfWith(({ page, context }) =>
      page.set(
        PDFName.of("Resources"),
        context.obj({ ExtGState: { GS1: { Type: "ExtGState", BM: "Screen" } } }),
      ),
    );
    expect((await inspectPdf(pdf)).ok).toBe(true);
  });

  it("links to web pages, which act only when clicked", async () => {
    const pdf = await pdfWith(
      annotated((context) => link(context, { S: "URI", URI: file("https://example.com") })),
    );
    expect((await inspectPdf(pdf)).ok).toBe(true);
  });

  it("the words of active content inside strings, which are text and not names", async () => {
    const pdf = handWrittenPdf(minimalObjects, { trailer: "/Info 4 0 R " });
    const info = handWrittenPdf(
      [...minimalObjects, "<< /Title (Uses /JavaScript and /Launch \\) daily) >>"],
      {
        trailer: "/Info 4 0 R ",
      },
    );
    expect((await inspectPdf(pdf)).ok).toBe(true);
    expect((await inspectPdf(info)).ok).toBe(true);
  });

  it("a cross-reference stream claiming two billion objects, without trying to list them", async () => {
    const pdf = handWrittenPdf([
      ...minimalObjects,
      "<< /Type /XRef /Size 2000000000 /W [1 4 2] /Root 1 0 R /Length 0 >>\nstream\n\nendstream",
    ]);
    expect((await inspectPdf(pdf)).ok).toBe(true);
  });
});

describe("inspectPdf refuses active content", () => {
  it("JavaScript in an OpenAction whose dictionary sits in a compressed object stream", async () => {
    const pdf = await pdfWith(({ catalog, context }) =>
      catalog.set(PDFName.of("OpenAction"), javascript(context)),
    );
    // The proof that the check reads compressed objects: the raw bytes never spell these names.
    expect(pdf.includes("/JavaScript")).toBe(false);
    expect(pdf.includes("/OpenAction")).toBe(false);
    expect(pdf.includes("/ObjStm")).toBe(true);
    await expectRefused(pdf, "pdf-active-content", "JavaScript");
  });

  const cases: [string, Parameters<typeof pdfWith>[0], string][] = [
    [
      "document JavaScript (the Names tree)",
      ({ doc }) => doc.addJavaScript("hello", "app.alert(1)"),
      "JavaScript",
    ],
    [
      "page actions (AA), even a harmless GoTo",
      ({ page, context, pageRef }) =>
        page.set(PDFName.of("AA"), context.obj({ O: { S: "GoTo", D: [pageRef, "Fit"] } })),
      "start by themselves",
    ],
    [
      "a Launch action",
      annotated((context) => link(context, { S: "Launch", F: file("cmd.exe") })),
      "starts another program",
    ],
    [
      "an attached file",
      async ({ doc }) =>
        doc.attach(Buffer.from("MZ"), "invoice.exe", { mimeType: "application/octet-stream" }),
      "attached file",
    ],
    [
      "a file attachment annotation",
      annotated((context) => annotation(context, { Subtype: "FileAttachment" })),
      "attached file",
    ],
    ["RichMedia", annotated((context) => annotation(context, { Subtype: "RichMedia" })), "video"],
    [
      "an XFA form",
      ({ catalog, context }) =>
        catalog.set(PDFName.of("AcroForm"), context.obj({ Fields: [], XFA: file("<xdp:xdp/>") })),
      "XFA",
    ],
    [
      "a form that submits itself",
      annotated((context) => link(context, { S: "SubmitForm", F: file("https://x.example") })),
      "sends data",
    ],
    [
      "ImportData",
      annotated((context) => link(context, { S: "ImportData", F: file("data.fdf") })),
      "loads data",
    ],
    [
      "a link to another file (GoToR)",
      annotated((context) => link(context, { S: "GoToR", F: file("\\\\host\\share\\x.pdf") })),
      "opens another file",
    ],
    [
      "a link into an attachment (GoToE)",
      annotated((context) => link(context, { S: "GoToE", T: { R: "C" } })),
      "attached file",
    ],
    ["sound", annotated((context) => annotation(context, { Subtype: "Sound" })), "sound"],
    ["a movie", annotated((context) => annotation(context, { Subtype: "Movie" })), "video"],
    [
      "a rendition action on a screen annotation",
      annotated((context) =>
        annotation(context, { Subtype: "Screen", A: context.obj({ S: "Rendition", OP: 0 }) }),
      ),
      "video",
    ],
    ["3D content", annotated((context) => annotation(context, { Subtype: "3D" })), "3D"],
    [
      "an OpenAction that opens a web page",
      ({ catalog, context }) =>
        catalog.set(
          PDFName.of("OpenAction"),
          context.obj({ S: "URI", URI: file("https://x.example") }),
        ),
      "runs when the file is opened",
    ],
    [
      "an OpenAction GoTo with another action chained after it",
      ({ catalog, context, pageRef }) =>
        catalog.set(
          PDFName.of("OpenAction"),
          context.obj({ S: "GoTo", D: [pageRef, "Fit"], Next: { S: "Named", N: "Print" } }),
        ),
      "runs when the file is opened",
    ],
  ];

  it.each(cases)("%s, compressed or not", async (_, edit, words) => {
    await expectRefused(await pdfWith(edit), "pdf-active-content", words);
    await expectRefused(await pdfWith(edit, { objectStreams: false }), "pdf-active-content", words);
  });

  it("names written with #xx escapes, in either case", async () => {
    const names = [
      ["/J#61vaScript", "JavaScript"],
      ["/#4aavaScript", "JavaScript"],
      ["/#4AavaScript", "JavaScript"],
      ["/Op#65nAction", "runs when the file is opened"],
    ];
    for (const [name, words] of names) {
      const pdf = handWrittenPdf([
        `<< /Type /Catalog /Pages 2 0 R ${name} 4 0 R >>`,
        ...minimalObjects.slice(1),
        "<< /S /GoTo /Next 5 0 R >>",
        "<< /S /Hide >>",
      ]);
      await expectRefused(pdf, "pdf-active-content", words);
    }
  });

  it("an object nothing refers to", async () => {
    const pdf = handWrittenPdf([...minimalObjects, "<< /S /JavaScript /JS (app.alert(1)) >>"]);
    await expectRefused(pdf, "pdf-active-content", "JavaScript");
  });

  it("JavaScript added by an incremental update, and JavaScript a later update removed", async () => {
    const clean = handWrittenPdf(minimalObjects);
    const added = withRevision(clean, {
      1: "<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>",
      4: "<< /S /JavaScript /JS (app.alert(1)) >>",
    });
    const removed = withRevision(added, { 1: minimalObjects[0]! });
    await expectRefused(added, "pdf-active-content", "JavaScript");
    await expectRefused(removed, "pdf-active-content", "JavaScript");
  });

  it("JavaScript in a hand-made object stream, compressed or not", async () => {
    const objects = "5 0 << /S /JavaScript /JS (app.alert(1)) >>";
    const header = "5 0 ";
    const compressed = deflateSync(Buffer.from(objects)).toString("latin1");
    const variants: [string, string][] = [
      ["/Filter /FlateDecode ", compressed],
      ["", objects],
    ];
    for (const [filter, data] of variants) {
      const pdf = handWrittenPdf([
        ...minimalObjects,
        `<< /Type /ObjStm /N 1 /First ${header.length} ${filter}/Length ${data.length} >>\nstream\n${data}\nendstream`,
      ]);
      await expectRefused(pdf, "pdf-active-content", "JavaScript");
    }
  });
});

describe("inspectPdf refuses hidden objects", () => {
  it("an object written inside a string, where a viewer following the xref would read it", async () => {
    const pdf = handWrittenPdf([
      ...minimalObjects,
      "<< /Title (9 0 obj << /S /JavaScript >> endobj) >>",
    ]);
    await expectRefused(pdf, "pdf-malformed");
  });

  it("an object written inside another stream's data", async () => {
    const data = "9 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj";
    const pdf = handWrittenPdf([
      ...minimalObjects,
      `<< /Length ${data.length} >>\nstream\n${data}\nendstream`,
    ]);
    await expectRefused(pdf, "pdf-malformed");
  });

  it("object-stream entries that overlap, so one hides inside another's string", async () => {
    const objects = "(<< /S /JavaScript >>) null";
    const header = "5 0 6 1 ";
    const pdf = handWrittenPdf([
      ...minimalObjects,
      `<< /Type /ObjStm /N 2 /First ${header.length} /Length ${header.length + objects.length} >>\nstream\n${header}${objects}\nendstream`,
    ]);
    await expectRefused(pdf, "pdf-malformed");
  });
});

describe("inspectPdf and encrypted PDFs", () => {
  it("refuses one that asks for a password to open", async () => {
    const pdf = await encryptPdf(await pdfWith(), { userPassword: "secret", ownerPassword: "x" });
    await expectRefused(pdf, "pdf-encrypted", "Remove the password");
  });

  it("accepts one locked with an owner password only, which opens without one, as sent", async () => {
    const pdf = await encryptPdf(await pdfWith(), { userPassword: "", ownerPassword: "owner" });
    const result = await inspectPdf(pdf);
    expect(result).toMatchObject({ ok: true, kind: "pdf" });
    expect(result.ok && result.bytes.equals(pdf)).toBe(true);
  });
});

describe("inspectPdf refuses damaged PDFs with a message, never a throw", () => {
  it("a truncated file", async () => {
    const pdf = await pdfWith();
    await expectRefused(pdf.subarray(0, pdf.length / 2), "pdf-malformed", "damaged");
  });

  it("garbage after the %PDF- header", async () => {
    const garbage = Buffer.concat([
      Buffer.from("%PDF-1.7\n"),
      Buffer.alloc(5000, "z(ab"),
      Buffer.from("\n%%EOF\n"),
    ]);
    await expectRefused(garbage, "pdf-malformed", "seems damaged");
    await expectRefused(Buffer.from("%PDF-1.4\nhello\n%%EOF"), "pdf-malformed", "seems damaged");
  });

  it("a document without pages, with its own message", async () => {
    const pdf = handWrittenPdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [] /Count 0 >>",
    ]);
    await expectRefused(pdf, "pdf-malformed", "has no pages");
  });

  it("nesting deep enough to exhaust a recursive parser", async () => {
    const depth = pdfLimits.maxDepth + 1;
    const pdf = handWrittenPdf([...minimalObjects, `${"[".repeat(depth)}${"]".repeat(depth)}`]);
    await expectRefused(pdf, "too-complex");
  });

  it("one object holding more values than the bound, and more objects than the bound", async () => {
    const huge = handWrittenPdf([
      ...minimalObjects,
      `[${"0 ".repeat(pdfLimits.maxValuesPerObject + 1)}]`,
    ]);
    const many = handWrittenPdf([
      ...minimalObjects,
      ...Array<string>(pdfLimits.maxObjects).fill("null"),
    ]);
    await expectRefused(huge, "too-complex");
    await expectRefused(many, "too-complex");
    // Writing and reading 4 MB of objects takes seconds on a loaded two-core machine.
  }, 30_000);

  it("an object stream that decompresses past the bound (a zip bomb)", async () => {
    const bomb = deflateSync(Buffer.alloc(20 * 1024 * 1024, 0x20)).toString("latin1");
    const pdf = handWrittenPdf([
      ...minimalObjects,
      `<< /Type /ObjStm /N 0 /First 0 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n${bomb}\nendstream`,
    ]);
    await expectRefused(pdf, "too-complex");
  });

  it("an object stream in a compression made for images, which no viewer reads objects from", async () => {
    const pdf = handWrittenPdf([
      ...minimalObjects,
      "<< /Type /ObjStm /N 0 /First 0 /Filter /DCTDecode /Length 1 >>\nstream\n\x80\nendstream",
    ]);
    await expectRefused(pdf, "too-complex");
  });

  it("any damage to a valid PDF: bytes changed or cut anywhere", async () => {
    const pdf = await pdfWith(undefined, { pages: 2 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(pdf.length - 1), fc.integer({ min: 0, max: 255 })), {
          maxLength: 8,
        }),
        fc.integer({ min: 1, max: pdf.length }),
        async (changes, length) => {
          const damaged = Buffer.from(pdf.subarray(0, length));
          for (const [at, byte] of changes) if (at < damaged.length) damaged[at] = byte;
          const result = await inspectPdf(damaged);
          expect(typeof result.ok).toBe("boolean");
        },
      ),
      { numRuns: 150 },
    );
  });
});
