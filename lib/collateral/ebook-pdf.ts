import { PDFDocument, rgb } from "pdf-lib";
import { afterword, chapters, ebookMeta, foreword } from "@/content/collateral/credit-card-savings";
import type { TextBlock } from "@/content/collateral/types";
import { fullAddress, site } from "@/content/site";
import { letter, PdfWriter } from "./pdf-writer";

/** The ebook as a US Letter PDF, typeset from the same content as the web page. */
export async function ebookPdf(siteUrl: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const when = new Date(`${ebookMeta.dateModified}T12:00:00Z`);
  doc.setTitle(ebookMeta.title);
  doc.setSubject(ebookMeta.subtitle);
  doc.setAuthor(site.name);
  doc.setCreator(site.name);
  doc.setKeywords(["card processing", "cash discount", "surcharge", "merchant statement"]);
  // Fixed dates keep the build output byte-for-byte reproducible.
  doc.setCreationDate(when);
  doc.setModificationDate(when);

  const pdf = await PdfWriter.create(doc);
  const { styles } = pdf;

  pdf.newPage();
  pdf.page.drawRectangle({
    x: 0,
    y: letter.height - 300,
    width: letter.width,
    height: 300,
    color: rgb(0.04, 0.12, 0.29),
  });
  pdf.gap(60);
  pdf.text("FREE GUIDE FOR WISCONSIN BUSINESS OWNERS", {
    ...styles.label,
    color: rgb(0.98, 0.75, 0.14),
  });
  pdf.gap(8);
  pdf.text(ebookMeta.title, { ...styles.title, color: rgb(1, 1, 1) });
  pdf.gap(140);
  pdf.text(ebookMeta.subtitle, styles.lead);
  pdf.gap(24);
  pdf.text(site.name, styles.heading);
  pdf.text(
    `${fullAddress}  ·  ${site.phone.display}  ·  ${siteUrl.replace(/^https?:\/\//, "")}`,
    styles.small,
  );
  pdf.gap(24);
  foreword.forEach((block) => writeBlock(pdf, block));

  const starts = chapters.map((chapter, index) => {
    const page = pdf.newPage();
    pdf.text(`CHAPTER ${index + 1}`, styles.label);
    pdf.gap(4);
    pdf.text(chapter.title, styles.chapter);
    pdf.gap(6);
    pdf.text(chapter.summary, styles.lead);
    pdf.gap(10);
    chapter.blocks.forEach((block) => writeBlock(pdf, block));
    return page;
  });
  pdf.gap(18);
  pdf.rule();
  pdf.gap(6);
  afterword.forEach((block) => writeBlock(pdf, block));
  pdf.text(
    `Call ${site.phone.display}, email ${site.email} or visit ${siteUrl}/contact.`,
    styles.heading,
  );

  pdf.newPage(1);
  pdf.text("Contents", styles.chapter);
  pdf.gap(12);
  chapters.forEach((chapter, index) => {
    // The contents page itself, inserted before the chapters, moves each of them one page on.
    pdf.text(`${index + 1}.  ${chapter.title}  ...  page ${(starts[index] ?? 0) + 2}`, styles.body);
    pdf.text(chapter.summary, styles.small, { indent: 18 });
    pdf.gap(8);
  });

  pdf.footers(`${ebookMeta.title}  ·  ${site.name}`);
  return doc.save({ useObjectStreams: false });
}

function writeBlock(pdf: PdfWriter, block: TextBlock) {
  const { styles } = pdf;
  switch (block.kind) {
    case "p":
      pdf.text(block.text, styles.body);
      pdf.gap(8);
      break;
    case "h3":
      pdf.gap(6);
      pdf.keepWithNext(60);
      pdf.text(block.text, styles.heading);
      pdf.gap(2);
      break;
    case "list":
      block.items.forEach((item) => pdf.text(item, styles.body, { indent: 16, bullet: "•" }));
      pdf.gap(8);
      break;
    case "callout":
      pdf.gap(4);
      pdf.keepWithNext(60);
      pdf.text(block.title, styles.label, { indent: 12 });
      pdf.text(block.text, styles.body, { indent: 12 });
      pdf.gap(12);
      break;
  }
}
