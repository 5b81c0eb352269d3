// The active PDFs the fuzzer mutates: the differential test's (document JavaScript, an attachment,
// a JavaScript link, XFA, JavaScript in an object stream) and one of each other action pdf.js or
// another viewer runs. Made with pdf-lib, so that pdf-model.ts can read them back.
import { PDFName, PDFString, type PDFContext, type PDFDict, type PDFObject } from "pdf-lib";
import { javascriptInObjectStream } from "./hostile-pdfs";
import { flateEncode } from "./pdf-filters";
import { linkTo, pdfWith, type PdfParts } from "./pdf-files";

/** A PDF a fuzzer starts from: `active` when it was made to hold active content. */
export type Seed = { name: string; active: boolean; bytes: Buffer };

const script = () => PDFString.of("app.alert(1)");
const javascript = (context: PDFContext) => context.obj({ S: "JavaScript", JS: script() });

const annotation =
  (fields: (parts: PdfParts) => Record<string, PDFObject | string>) => (parts: PdfParts) => {
    const { context, page } = parts;
    const dict: PDFDict = context.obj({ Type: "Annot", Rect: [0, 0, 99, 99], ...fields(parts) });
    page.set(PDFName.of("Annots"), context.obj([context.register(dict)]));
  };

const edits: [string, (parts: PdfParts) => void | Promise<void>][] = [
  ["document JavaScript", ({ doc }) => doc.addJavaScript("a", "app.alert(1)")],
  ["attachment", ({ doc }) => doc.attach(Buffer.from("MZ"), "a.exe", {})],
  ["JavaScript link", linkTo(javascript)],
  [
    "XFA form",
    ({ catalog, context }) => {
      const template = context.flateStream("<xdp:xdp/>");
      const xfa = context.obj([PDFString.of("template"), context.register(template)]);
      catalog.set(PDFName.of("AcroForm"), context.obj({ Fields: [], XFA: xfa }));
    },
  ],
  [
    "opening JavaScript",
    ({ catalog, context }) =>
      catalog.set(PDFName.of("OpenAction"), context.register(javascript(context))),
  ],
  [
    "opening Print",
    ({ catalog, context }) =>
      catalog.set(PDFName.of("OpenAction"), context.obj({ S: "Named", N: "Print" })),
  ],
  [
    "page actions",
    ({ page, context }) => page.set(PDFName.of("AA"), context.obj({ O: javascript(context) })),
  ],
  ["Launch link", linkTo((context) => context.obj({ S: "Launch", F: PDFString.of("calc.exe") }))],
  [
    "link to a file",
    linkTo((context) =>
      context.obj({ S: "URI", URI: PDFString.of("file:///C:/Windows/calc.exe") }),
    ),
  ],
  [
    "GoToR link",
    linkTo((context) => context.obj({ S: "GoToR", F: PDFString.of("\\\\host\\x.pdf") })),
  ],
  [
    "form field JavaScript",
    annotation(({ context }) => ({
      Subtype: "Widget",
      FT: "Tx",
      T: PDFString.of("amount"),
      AA: context.obj({ K: javascript(context) }),
    })),
  ],
];

/** One seed per kind of active content, with and without object streams. */
export async function activeSeeds(): Promise<Seed[]> {
  const seeds: Seed[] = [];
  for (const [name, edit] of edits) {
    const objectStreams = seeds.length % 2 === 0;
    seeds.push({ name, active: true, bytes: await pdfWith(edit, { objectStreams }) });
  }
  const dict = "/Filter /FlateDecode";
  const bytes = javascriptInObjectStream({ dict: `/Type /ObjStm ${dict}`, encode: flateEncode });
  return [...seeds, { name: "JavaScript in an object stream", active: true, bytes }];
}
