import { PDFDocument, rgb, type PDFFont } from "pdf-lib";
import { letter as page, PdfWriter } from "@/lib/collateral/pdf-writer";
import type { Letter, LetterRow } from "./letter";

/** Text in the standard fonts' character set: a minus sign becomes a hyphen, anything else "?". */
function encodable(font: PDFFont) {
  const known = new Set(font.getCharacterSet());
  return (text: string) =>
    [...text.replaceAll("\u2212", "-")]
      .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : "?"))
      .join("");
}

/**
 * The comparison as a US Letter PDF, typeset like the site's guide (the same writer, colours and
 * cover band), from the same words as the email. `sentAt` fixes its dates, so a resend is the
 * same file.
 */
export async function comparisonPdf(letter: Letter, sentAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(letter.subject);
  doc.setAuthor(letter.brand);
  doc.setCreator(letter.brand);
  doc.setCreationDate(sentAt);
  doc.setModificationDate(sentAt);
  const pdf = await PdfWriter.create(doc);
  const { styles } = pdf;
  const safe = encodable(styles.body.font);
  const say = (text: string, style: (typeof styles)[keyof typeof styles]) =>
    pdf.text(safe(text), style);

  pdf.newPage();
  pdf.page.drawRectangle({
    x: 0,
    y: page.height - 150,
    width: page.width,
    height: 150,
    color: rgb(0.04, 0.12, 0.29),
  });
  pdf.gap(-24);
  say(letter.brand.toUpperCase(), { ...styles.label, color: rgb(0.98, 0.75, 0.14) });
  pdf.gap(4);
  say(letter.subject, { ...styles.chapter, color: rgb(1, 1, 1) });
  pdf.gap(48);
  say(letter.greeting, styles.body);
  pdf.gap(4);
  say(letter.intro, styles.body);

  const table = (rows: LetterRow[], total: LetterRow) => {
    for (const row of rows) {
      const note = row.note ? { text: safe(row.note), style: styles.small } : undefined;
      pdf.row(safe(row.label), safe(row.amount), styles.body, note);
      pdf.gap(5);
    }
    pdf.gap(2);
    pdf.rule();
    pdf.row(safe(total.label), safe(total.amount), styles.heading);
  };
  const section = (heading: string) => {
    pdf.gap(16);
    pdf.keepWithNext(60);
    say(heading, styles.heading);
    pdf.gap(4);
  };

  section(letter.effectiveRate.heading);
  say(letter.effectiveRate.sentence, styles.body);
  section(letter.fees.heading);
  table(letter.fees.rows, letter.fees.total);
  section(letter.ours.heading);
  say(letter.ours.intro, styles.body);
  pdf.gap(4);
  table(letter.ours.rows, letter.ours.total);
  for (const note of letter.ours.notes) {
    pdf.gap(6);
    say(note, styles.small);
  }
  section(letter.difference.heading);
  say(letter.difference.sentence, styles.body);
  pdf.gap(16);
  for (const line of letter.closing) say(line, styles.body);
  pdf.footers(safe(`${letter.subject}  ·  ${letter.brand}`));
  // footers() skips the first page (the guide's cover); a comparison's first page gets one too.
  const first = doc.getPage(0);
  first.drawText(safe(letter.footer), {
    x: 72,
    y: 36,
    font: styles.small.font,
    size: styles.small.size,
    color: styles.small.color,
  });
  return doc.save({ useObjectStreams: false });
}
