import { PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { chromiumPdf } from "../testing/chromium-pdf";
import { encryptPdf } from "../testing/encrypt-pdf";
import {
  javascriptInObjectStream,
  objectStreamInsideObjectStream,
  shadowedObjectStream,
  unresolvedOpenAction,
} from "../testing/hostile-pdfs";
import { linkTo, pdfWith } from "../testing/pdf-files";
import { startPdfjs, type PdfjsVerdict } from "../testing/pdfjs-oracle";
import { haveQpdf, qpdfEncrypt } from "../testing/qpdf";
import { encodings } from "../testing/pdf-filters";
import { inspectPdf } from "./inspect-pdf";

// A differential test against pdf.js, the parser that runs document JavaScript in Firefox: every
// file pdf.js finds active (JavaScript, actions, attachments, XFA, links to files or programs) or
// encrypted must be refused by the site, and every real document pdf.js finds clean accepted.

type Sample = { name: string; real: boolean; bytes: Buffer };

// pdf.js runs in a worker thread of its own, asking the questions of pdf/pdfjs-active.ts.
let pdfjs: ReturnType<typeof startPdfjs>;
beforeAll(() => {
  pdfjs = startPdfjs();
});
afterAll(() => pdfjs.stop());

const pdfjsVerdict = async (bytes: Buffer): Promise<PdfjsVerdict["verdict"]> =>
  (await pdfjs.verdict(bytes)).verdict;

async function realDocuments(): Promise<Sample[]> {
  const form = await PDFDocument.create();
  const page = form.addPage();
  page.drawText("Account 0042", { font: await form.embedFont(StandardFonts.Courier), y: 700 });
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#36c" } })
    .png()
    .toBuffer();
  page.drawImage(await form.embedPng(png), { x: 50, y: 600 });
  form.getForm().createTextField("merchant.name").addToPage(page, { y: 500 });
  form.getForm().createCheckBox("merchant.agree").addToPage(page, { y: 450 });
  const locked = haveQpdf
    ? [
        {
          name: "owner password only (qpdf, AES-256)",
          real: true,
          bytes: qpdfEncrypt(await pdfWith(), "", "256"),
        },
      ]
    : [];
  return [
    ...locked,
    {
      name: "owner password only (RC4-128)",
      real: true,
      bytes: await encryptPdf(await pdfWith(), { userPassword: "", ownerPassword: "2" }),
    },
    { name: "pdf-lib statement", real: true, bytes: await pdfWith() },
    {
      name: "pdf-lib, 40 pages, no object streams",
      real: true,
      bytes: await pdfWith(undefined, { pages: 40, objectStreams: false }),
    },
    {
      name: "pdf-lib form with image and fields",
      real: true,
      bytes: Buffer.from(await form.save()),
    },
    {
      name: "Chromium print to PDF",
      real: true,
      bytes: await chromiumPdf(
        `<h1>Statement</h1><table><tr><td>Interchange</td><td>$412.08</td></tr></table><a href="https://example.com/help">help</a>`,
      ),
    },
  ];
}

async function craftedDocuments(): Promise<Sample[]> {
  const crafted = (name: string, bytes: Buffer) => ({ name, real: false, bytes });
  const samples = [
    crafted(
      "document JavaScript",
      await pdfWith(({ doc }) => doc.addJavaScript("a", "app.alert(1)")),
    ),
    crafted("attachment", await pdfWith(({ doc }) => doc.attach(Buffer.from("MZ"), "a.exe", {}))),
    crafted(
      "JavaScript link",
      await pdfWith(
        linkTo((context) => context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") })),
      ),
    ),
    crafted(
      "XFA form",
      await pdfWith(({ catalog, context }) =>
        catalog.set(
          PDFName.of("AcroForm"),
          context.obj({ Fields: [], XFA: PDFString.of("<xdp/>") }),
        ),
      ),
    ),
    crafted("unresolved OpenAction", unresolvedOpenAction()),
    crafted(
      "opening Print",
      await pdfWith(({ catalog, context }) =>
        catalog.set(PDFName.of("OpenAction"), context.obj({ S: "Named", N: "Print" })),
      ),
    ),
    crafted(
      "link to a file",
      await pdfWith(
        linkTo((context) => context.obj({ S: "URI", URI: PDFString.of("file:///C:/calc.exe") })),
      ),
    ),
    // Issue 43: readings the check used to miss.
    crafted("object stream with a shadowed /N", shadowedObjectStream("N")),
    crafted("object stream with a shadowed /First", shadowedObjectStream("First")),
    crafted("object stream inside an object stream", objectStreamInsideObjectStream()),
    crafted(
      "user password",
      await encryptPdf(await pdfWith(), { userPassword: "1", ownerPassword: "2" }),
    ),
  ];
  for (const dict of ["/Type /ObjStm", "", "/Type 3 0 R"]) {
    samples.push(crafted(`object stream [${dict}]`, javascriptInObjectStream({ dict })));
  }
  for (const [name, dict, encode] of encodings) {
    samples.push(
      crafted(`object stream behind ${name}`, javascriptInObjectStream({ dict, encode })),
    );
  }
  if (haveQpdf) {
    const active = await pdfWith(({ catalog, context }) =>
      catalog.set(
        PDFName.of("OpenAction"),
        context.register(context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") })),
      ),
    );
    samples.push(
      crafted(
        "owner password only (qpdf, AES-256), JavaScript inside",
        qpdfEncrypt(active, "", "256"),
      ),
    );
  }
  return samples;
}

test("every PDF pdf.js finds active or encrypted is refused, and clean real documents pass", async () => {
  const corpus = [...(await realDocuments()), ...(await craftedDocuments())];
  const rows = [];
  for (const sample of corpus) {
    const verdict = await pdfjsVerdict(sample.bytes);
    const site = await inspectPdf(sample.bytes);
    rows.push({ ...sample, verdict, refused: !site.ok });
  }
  const flagged = rows.filter((row) => row.verdict === "active" || row.verdict === "encrypted");
  const clean = rows.filter((row) => row.real && row.verdict === "clean");
  console.log(
    [
      `pdf.js differential corpus: ${rows.length} files (${rows.filter((r) => r.real).length} real, ${rows.filter((r) => !r.real).length} crafted)`,
      `  pdf.js finds active or encrypted: ${flagged.length}; the site refuses ${flagged.filter((r) => r.refused).length} of them`,
      `  refused by the site in all: ${rows.filter((r) => r.refused).length}`,
      `  real documents pdf.js finds clean: ${clean.length}; refused by the site: ${clean.filter((r) => r.refused).length}`,
      ...rows.map(
        (r) => `  ${r.name}: pdf.js ${r.verdict}, site ${r.refused ? "refuses" : "accepts"}`,
      ),
    ].join("\n"),
  );
  expect(flagged.filter((row) => !row.refused).map((row) => row.name)).toEqual([]);
  expect(clean.filter((row) => row.refused).map((row) => row.name)).toEqual([]);
  // The hostile object streams are what pdf.js runs: the corpus must exercise them.
  expect(flagged.filter((row) => row.name.startsWith("object stream")).length).toBe(
    6 + encodings.length,
  );
  expect(clean.length).toBe(haveQpdf ? 6 : 5);
}, 120_000);
