// Realistic clean statements for the fuzzer's false-refusal rate: made by pdf-lib (text in the
// standard fonts or an embedded TrueType font, PNG and JPEG images, a web link, form fields, with
// or without object streams), rewritten by qpdf as it writes them (object streams, linearized),
// saved again by a portal that appends a page as an incremental update, and printed by Chromium.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PDFName, PDFString, StandardFonts, type PDFDocument } from "pdf-lib";
import sharp from "sharp";
import type { Seed } from "./fuzz-active-seeds";
import { chromiumStatement } from "./chromium-pdf";
import { flateEncode } from "./pdf-filters";
import { pdfWith } from "./pdf-files";
import { loadModel } from "./pdf-model";
import { appendUpdate } from "./pdf-writer";
import { haveQpdf, qpdfRewrite } from "./qpdf";
import type { Rng } from "./rng";

const fees = ["Interchange", "Assessments", "Authorization fee", "Statement fee", "PCI program"];
const fonts = [StandardFonts.Helvetica, StandardFonts.Courier, StandardFonts.TimesRoman];

async function image(rng: Rng, format: "png" | "jpeg"): Promise<Buffer> {
  const background = { r: rng.int(256), g: rng.int(256), b: rng.int(256) };
  const made = sharp({
    create: { width: 40 + rng.int(200), height: 20 + rng.int(80), channels: 3, background },
  });
  return format === "png" ? made.png().toBuffer() : made.jpeg().toBuffer();
}

/** A merchant statement as a processor's portal makes one with pdf-lib. */
export async function pdfLibStatement(rng: Rng): Promise<Buffer> {
  return pdfWith(
    async ({ doc, page, context }) => {
      const font = await doc.embedFont(rng.pick(fonts));
      for (const [n, fee] of fees.entries()) {
        const amount = (rng.int(90_000) / 100).toFixed(2);
        doc.getPage(0).drawText(`${fee}  $${amount}`, { x: 50, y: 650 - 20 * n, size: 10, font });
      }
      if (rng.chance(0.5)) await drawImage(doc, await image(rng, rng.pick(["png", "jpeg"])), rng);
      if (rng.chance(0.4)) {
        const uri = PDFString.of("https://www.example.com/merchant-support");
        const action = context.obj({ S: "URI", URI: uri });
        const annot = context.obj({
          Type: "Annot",
          Subtype: "Link",
          Rect: [50, 40, 300, 60],
          A: action,
        });
        page.set(PDFName.of("Annots"), context.obj([context.register(annot)]));
      }
      if (rng.chance(0.2)) {
        doc.getForm().createTextField("merchant.name").addToPage(doc.getPage(0), { y: 480 });
      }
      if (trueTypes.length > 0 && rng.chance(0.3)) drawInTrueType(doc, rng.pick(trueTypes));
    },
    { pages: 1 + rng.int(4), objectStreams: rng.chance(0.6) },
  );
}

// Debian's TrueType fonts, embedded whole as some producers do: binary streams the check decodes.
const fontDir = "/usr/share/fonts/truetype";
const trueTypes = existsSync(fontDir)
  ? readdirSync(fontDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ttf"))
      .sort()
      .map((file) => path.join(fontDir, file))
  : [];

function drawInTrueType(doc: PDFDocument, file: string) {
  const { context } = doc;
  const program = readFileSync(file);
  const fontFile = context.register(context.flateStream(program, { Length1: program.length }));
  const name = path.basename(file, ".ttf").replace(/\W/g, "");
  const descriptor = context.obj({
    Type: "FontDescriptor",
    FontName: name,
    Flags: 32,
    FontBBox: [-1000, -300, 2000, 1200],
    ItalicAngle: 0,
    Ascent: 900,
    Descent: -250,
    CapHeight: 700,
    StemV: 80,
    FontFile2: fontFile,
  });
  const font = context.obj({
    Type: "Font",
    Subtype: "TrueType",
    BaseFont: name,
    FirstChar: 32,
    LastChar: 126,
    Widths: Array<number>(95).fill(600),
    Encoding: "WinAnsiEncoding",
    FontDescriptor: context.register(descriptor),
  });
  const page = doc.getPage(0).node;
  page.setFontDictionary(PDFName.of("TT1"), context.register(font));
  const text = "BT /TT1 10 Tf 50 120 Td (Questions about this statement? Call us.) Tj ET";
  page.addContentStream(context.register(context.flateStream(text)));
}

async function drawImage(doc: PDFDocument, bytes: Buffer, rng: Rng) {
  const embedded = bytes[0] === 0x89 ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  doc.getPage(0).drawImage(embedded, { x: 50 + rng.int(200), y: 700 });
}

/** The statement again with a page appended in an incremental update. */
async function withAppendedPage(pdf: Buffer, rng: Rng): Promise<Buffer> {
  const model = (await loadModel(pdf))!;
  const pages = model.objects.find(({ num }) => num === model.pages)!;
  const next = Math.max(...model.objects.map(({ num }) => num)) + 1;
  const [font, content, page] = [next, next + 1, next + 2];
  const text = `BT /F1 11 Tf 50 700 Td (Page added ${rng.int(1000)}: fees explained) Tj ET`;
  const kids = pages.body.replace(/\/Kids\s*\[([^\]]*)\]/, `/Kids [$1 ${page} 0 R]`);
  const count = kids.replace(/\/Count\s+(\d+)/, (_, n: string) => `/Count ${Number(n) + 1}`);
  const style = pdf.includes("\nxref") ? "table" : "stream";
  return appendUpdate(
    pdf,
    [
      { num: font, body: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>" },
      { num: content, body: "<< /Filter /FlateDecode >>", data: flateEncode(Buffer.from(text)) },
      {
        num: page,
        body: `<< /Type /Page /Parent ${model.pages} 0 R /MediaBox [0 0 612 792] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
      },
      { num: model.pages, body: count },
    ],
    style,
    model.trailer,
  );
}

/** `count` clean statements, each made one of the ways listed above. */
export async function cleanControls(rng: Rng, count: number, chromium: number): Promise<Seed[]> {
  const seeds: Seed[] = [];
  for (let i = 0; i < chromium; i++) {
    seeds.push({ name: "Chromium print", active: false, bytes: await chromiumStatement(rng) });
  }
  while (seeds.length < count) {
    const pdf = await pdfLibStatement(rng);
    const way = rng.pick(["pdf-lib", "qpdf object streams", "qpdf linearized", "page appended"]);
    if (way === "page appended") {
      seeds.push({ name: way, active: false, bytes: await withAppendedPage(pdf, rng) });
    } else if (way !== "pdf-lib" && haveQpdf) {
      const args = way === "qpdf linearized" ? ["--linearize"] : ["--object-streams=generate"];
      seeds.push({ name: way, active: false, bytes: qpdfRewrite(pdf, args) });
    } else seeds.push({ name: "pdf-lib", active: false, bytes: pdf });
  }
  return seeds;
}
